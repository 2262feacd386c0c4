import { Link, useTranslation } from '@fwd/shared-contracts';
import { Muted } from '@fwd/shared-ui';
import { SignInForm } from '../features/auth/components/sign-in-form';

export { authFormLoader as loader } from '../features/auth/components/auth-form';

export function Component() {
  const { t } = useTranslation('shell');
  return (
    <SignInForm collection="users">
      <Muted>
        <Link to="/forgot-password">{t('auth.login.forgot')}</Link> · {t('auth.login.newHere')}{' '}
        <Link to="/register">{t('auth.login.createAccount')}</Link>
      </Muted>
    </SignInForm>
  );
}
