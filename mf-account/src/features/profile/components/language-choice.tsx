import { chooseLanguage, currentLanguage, LANGUAGES, useTranslation, type Language } from '@fwd/shared-contracts';
import { SelectField } from '@fwd/shared-ui';
import { useState } from 'react';

/** English or Vietnamese for every screen and the customer's e-mails, applied at once and remembered. */
export function LanguageChoice() {
  const { t, i18n } = useTranslation('account');
  const [switching, setSwitching] = useState(false);
  const value = (LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : currentLanguage();
  return (
    <SelectField
      label={t('me.language.label')}
      hint={t('me.language.hint')}
      value={value}
      disabled={switching}
      aria-busy={switching || undefined}
      options={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}`) }))}
      onChange={(event) => {
        setSwitching(true);
        void chooseLanguage(event.target.value as Language).finally(() => setSwitching(false));
      }}
    />
  );
}
