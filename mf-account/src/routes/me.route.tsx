import { loadPhoneRules, useAuth, useLive, useTranslation, type UserRecord } from '@fwd/shared-contracts';
import { Card, loadControls, Muted, Page, Stack } from '@fwd/shared-ui';
import { EmailForm } from '../features/profile/components/email-form';
import { LanguageChoice } from '../features/profile/components/language-choice';
import { PasswordForm } from '../features/profile/components/password-form';
import { ProfileForm } from '../features/profile/components/profile-form';

const TITLE = { margin: 0, fontSize: '1.15rem' };

/**
 * The phone and file inputs live in the controls chunk, and the phone check needs the numbering
 * rules: load both before the page renders.
 */
export async function loader() {
  await Promise.all([loadControls(), loadPhoneRules()]);
  return null;
}

/**
 * /account/me: name, phone, avatar and language; change of email (confirmed by a mailed link) and
 * of password. The signed-in record is the session's, kept live, so no request is needed to show it.
 */
export function Component() {
  const { t } = useTranslation('account');
  const user = useAuth((s) => (s.kind === 'customer' ? (s.record as unknown as UserRecord) : null));
  useLive('customer');
  if (!user) return null;

  return (
    <Page>
      <Stack $gap={6} style={{ maxWidth: 640 }}>
        <Card aria-labelledby="me-profile-title">
          <Stack $gap={4}>
            <h2 id="me-profile-title" style={TITLE}>
              {t('me.profile.title')}
            </h2>
            <ProfileForm user={user} />
          </Stack>
        </Card>
        <Card aria-labelledby="me-language-title">
          <Stack $gap={4}>
            <h2 id="me-language-title" style={TITLE}>
              {t('me.language.title')}
            </h2>
            <LanguageChoice />
          </Stack>
        </Card>
        <Card aria-labelledby="me-email-title">
          <Stack $gap={4}>
            <h2 id="me-email-title" style={TITLE}>
              {t('me.email.title')}
            </h2>
            <EmailForm user={user} />
          </Stack>
        </Card>
        <Card aria-labelledby="me-password-title">
          <Stack $gap={4}>
            <h2 id="me-password-title" style={TITLE}>
              {t('me.password.title')}
            </h2>
            <Muted>{t('me.password.intro')}</Muted>
            <PasswordForm user={user} />
          </Stack>
        </Card>
      </Stack>
    </Page>
  );
}
