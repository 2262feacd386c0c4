import { chooseLanguage, currentLanguage, LANGUAGES, useTranslation, type Language } from '@fwd/shared-contracts';
import { theme } from '@fwd/shared-ui';
import styled from 'styled-components';

/**
 * English or Vietnamese; remembered on this device, sent to the API as Accept-Language and kept on
 * a customer's account (their e-mails).
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  const value = (LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : currentLanguage();
  return (
    <Select
      $tone={tone}
      aria-label={t('common:language.label')}
      value={value}
      onChange={(event) => void chooseLanguage(event.target.value as Language)}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`common:language.${language}`)}
        </option>
      ))}
    </Select>
  );
}

const Select = styled.select<{ $tone: 'light' | 'dark' }>`
  min-height: 40px;
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.border};
  font: inherit;
  background: ${({ $tone }) => ($tone === 'dark' ? theme.color.chrome : theme.color.surface)};
  color: ${({ $tone }) => ($tone === 'dark' ? theme.color.chromeText : theme.color.text)};
`;
