import { Dialog as RadixDialog } from 'radix-ui';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { theme } from '../../theme/theme';

/** The dimmed page behind a dialog or drawer (no scrim token yet: the text colour, half transparent). */
export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: color-mix(in srgb, ${theme.color.text} 50%, transparent);
`;

/** The panel of a dialog or drawer: raised surface, roomy padding (smaller on a phone), no focus ring. */
export const panel = css`
  padding: ${theme.space(6)};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.raised};
  &:focus {
    outline: none;
  }
  @media (max-width: ${theme.breakpoint.sm}) {
    padding: ${theme.space(4)};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space(3)};
`;

export const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: 1.25rem;
  line-height: 1.3;
`;

export const Description = styled(RadixDialog.Description)`
  margin: 0;
  color: ${theme.color.muted};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(3)};
`;

const IconButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin: -${theme.space(2)} -${theme.space(2)} 0 0;
  border: 0;
  border-radius: ${theme.radius};
  background: none;
  color: ${theme.color.muted};
  cursor: pointer;
  &:hover {
    background: ${theme.color.bg};
    color: ${theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

export function CloseIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The × in a dialog's corner, named "Close" in the current language. */
export function CloseButton() {
  const { t } = useTranslation('ui');
  return (
    <RadixDialog.Close asChild>
      <IconButton type="button" aria-label={t('dialog.close')}>
        <CloseIcon />
      </IconButton>
    </RadixDialog.Close>
  );
}
