import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import { Muted, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import type { HeldByRow, ParcelRow } from '@fwd/shared-contracts/domains/parcels';
import { storageState, type StorageTerms } from '../storage';

export interface ParcelStorageProps {
  parcel: ParcelRow;
  /** The shop's storage terms (from the summary); undefined while they load. */
  terms: StorageTerms | undefined;
  /** The paid shipment already holding this parcel, if any. */
  heldBy: HeldByRow | undefined;
  /** The time now (ms), from `useNow`. */
  now: number;
}

/**
 * The shelf of a received parcel: the free days left (and the daily fee after them), the daily fee
 * once they are over, or the paid shipment that settles it. Nothing for a parcel not on a shelf.
 */
export function ParcelStorage({ parcel, terms, heldBy, now }: ParcelStorageProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  if (heldBy && parcel.status === 'received') {
    return (
      <Box>
        <span>
          {t('parcels.storage.inShipment')}{' '}
          <Link to={`/account/fulfillment?id=${encodeURIComponent(heldBy.id)}`}>{heldBy.code}</Link>
        </span>
      </Box>
    );
  }
  const state = storageState(parcel, terms, now);
  if (!state) return null;
  const fee = format.money(state.feePerDay, state.currency);
  if (state.kind === 'free') {
    return (
      <Box data-tone={state.daysLeft <= 3 ? 'warning' : undefined}>
        <span>{t('parcels.storage.daysLeft', { count: state.daysLeft })}</span>
        <Muted as="span">{t('parcels.storage.then', { fee, date: format.date(state.freeUntil) })}</Muted>
      </Box>
    );
  }
  return (
    <Box data-tone="danger">
      <span>{t('parcels.storage.charging', { fee, date: format.date(state.since) })}</span>
    </Box>
  );
}

const Box = styled.span`
  display: grid;
  gap: ${theme.space(0.5)};
  &[data-tone='warning'] > span:first-child {
    color: ${theme.color.warning};
    font-weight: 600;
  }
  &[data-tone='danger'] > span:first-child {
    color: ${theme.color.danger};
    font-weight: 600;
  }
`;
