import { Link, useTranslation } from '@fwd/shared-contracts';
import { Muted } from '@fwd/shared-ui';
import { SignInForm } from '../features/auth/components/sign-in-form';

export { authFormLoader as loader } from '../features/auth/components/auth-form';

/** /admin/login: staff accounts are made by an admin, so a forgotten password goes to one of them. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <SignInForm collection="staff">
      <Muted>{t('auth.staff.forgot')}</Muted>
      <Muted>
        {t('auth.staff.customers')} <Link to="/login">{t('auth.staff.customerSignIn')}</Link>
      </Muted>
    </SignInForm>
  );
}
