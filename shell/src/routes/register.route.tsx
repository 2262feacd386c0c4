import { Link, useTranslation } from '@fwd/shared-contracts';
import { registerSchema } from '@fwd/shared-contracts/schemas/auth';
import { Muted } from '@fwd/shared-ui';
import { registerCustomer } from '../features/auth/api/register-customer';
import { AuthCard } from '../features/auth/components/auth-card';
import { AUTH_FIELDS, AuthForm, useGoOnSignedIn } from '../features/auth/components/auth-form';

export { authFormLoader as loader } from '../features/auth/components/auth-form';

export function Component() {
  const { t } = useTranslation('shell');
  const goOn = useGoOnSignedIn('/account');
  return (
    <AuthCard title={t('auth.register.title')} intro={<Muted>{t('auth.register.intro')}</Muted>}>
      <AuthForm
        schema={registerSchema}
        fields={[AUTH_FIELDS.name, AUTH_FIELDS.email, AUTH_FIELDS.choosePassword, AUTH_FIELDS.repeatPassword]}
        submit={async (values) => {
          await registerCustomer(values);
          goOn();
        }}
        submitLabel={t('auth.register.submit')}
        busyLabel={t('auth.register.submitting')}
      >
        <Muted>
          {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.logIn')}</Link>
        </Muted>
      </AuthForm>
    </AuthCard>
  );
}
