import { useTranslation } from '@fwd/shared-contracts';
import { Muted } from '@fwd/shared-ui';
import styled from 'styled-components';
import { trackingUrl } from '../carriers';

/** The carrier and its tracking number, a link to the carrier's tracking page when we know it. */
export function Tracking({ carrier, trackingNo }: { carrier: string; trackingNo: string }) {
  const { t } = useTranslation('account');
  if (!carrier && !trackingNo) return <Muted as="span">{t('fulfillments.tracking.none')}</Muted>;
  const url = trackingUrl(carrier, trackingNo);
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {carrier && <span>{carrier} </span>}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          <code>{trackingNo}</code>
          <Hidden> {t('fulfillments.tracking.newTab')}</Hidden>
        </a>
      ) : (
        <code>{trackingNo}</code>
      )}
    </span>
  );
}

/** Read by screen readers, not shown: the link opens the carrier's site in a new tab. */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
