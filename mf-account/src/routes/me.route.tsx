import { loadPhoneRules, useAuth, useLive, useTranslation, type UserRecord } from '@fwd/shared-contracts';
import { Card, loadControls, Muted, Page, Stack } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
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
        <Section id="me-profile-title" title={t('me.profile.title')}>
          <ProfileForm user={user} />
        </Section>
        <Section id="me-language-title" title={t('me.language.title')}>
          <LanguageChoice />
        </Section>
        <Section id="me-email-title" title={t('me.email.title')}>
          <EmailForm user={user} />
        </Section>
        <Section id="me-password-title" title={t('me.password.title')}>
          <Muted>{t('me.password.intro')}</Muted>
          <PasswordForm user={user} />
        </Section>
      </Stack>
    </Page>
  );
}

/** One card of the page, named by its heading (`id` is the heading's, for the form inside). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <Stack $gap={4}>
        <h2 id={id} style={TITLE}>
          {title}
        </h2>
        {children}
      </Stack>
    </Card>
  );
}
