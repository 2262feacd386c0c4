import { useTranslation } from '@fwd/shared-contracts';
import { Button, Row, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { acceptInstall, dismissInstall, useInstallState } from './install-store';

/**
 * Shown only after the browser offers installation and the visitor has interacted with the page
 * (never as the first thing a phone paints), and never again once dismissed.
 */
export function InstallPrompt() {
  const { t } = useTranslation('shell');
  const { deferred, hidden, engaged } = useInstallState();
  if (!deferred || hidden || !engaged) return null;
  return (
    <Banner role="dialog" aria-labelledby="install-title" aria-describedby="install-text">
      <div>
        <strong id="install-title">{t('pwa.install.title')}</strong>
        <p id="install-text">{t('pwa.install.text')}</p>
      </div>
      <Row>
        <Button type="button" onClick={() => void acceptInstall()}>
          {t('pwa.install.accept')}
        </Button>
        <Button type="button" $variant="secondary" onClick={dismissInstall}>
          {t('pwa.install.dismiss')}
        </Button>
      </Row>
    </Banner>
  );
}

const Banner = styled.div`
  position: fixed;
  z-index: 900;
  left: ${theme.space(4)};
  bottom: ${theme.space(4)};
  max-width: min(420px, calc(100vw - 32px));
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: 0 8px 30px rgb(0 0 0 / 0.15);
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.color.muted};
  }
`;
