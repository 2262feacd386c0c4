import { useNavigation, useTranslation } from '@fwd/shared-contracts';
import { theme } from '@fwd/shared-ui';
import styled, { keyframes } from 'styled-components';

/** A thin bar at the top while a route's code or data loads. */
export function NavigationProgress() {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Bar role="progressbar" aria-label={t('remote.loadingPage')} />;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  z-index: 999;
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${theme.color.primary};
    animation: ${slide} 1s ease-in-out infinite;
  }
`;
