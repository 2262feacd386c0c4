import { useFormat, useList, useTranslation, type ParcelClaimRecord as ClaimRow } from '@fwd/shared-contracts';
import { Button, ConfirmDialog, Stack, theme } from '@fwd/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { customerLabel, useCustomerNames } from '../../../api/customers';
import { claimsParams, giveParcel, type ParcelRow } from '@fwd/shared-contracts/domains/parcels';

/**
 * The claims on a parcel side by side (who, from what, what they declared, when); while the parcel
 * is held, each can be chosen: the others are rejected and told.
 */
export function ClaimList({ parcel }: { parcel: ParcelRow }) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  const claims = useList<'parcel_claims'>('parcel_claims', claimsParams(parcel.id));
  const [choice, setChoice] = useState<ClaimRow | null>(null);
  const rows = claims.data?.items ?? [];
  const names = useCustomerNames(rows.map((claim) => claim.user));
  if (rows.length === 0) return null;
  return (
    <Stack $gap={2}>
      <h3>{t('parcelDesk.claims.title')}</h3>
      <Claims>
        {rows.map((claim) => (
          <li key={claim.id} data-status={claim.status}>
            <strong>{customerLabel(names, claim.user) || claim.user}</strong>
            <span>
              {t(`parcelDesk.claims.source.${claim.source}`)} · {format.dateTime(claim.created)} ·{' '}
              {t(`parcelDesk.claims.status.${claim.status}`)}
            </span>
            {claim.description && <span>{claim.description}</span>}
            {parcel.in_review && claim.status === 'pending' && (
              <Button type="button" $variant="secondary" onClick={() => setChoice(claim)}>
                {t('parcelDesk.claims.choose', { code: names.get(claim.user)?.code ?? '' })}
              </Button>
            )}
          </li>
        ))}
      </Claims>
      <ConfirmDialog
        open={choice !== null}
        onOpenChange={(open) => !open && setChoice(null)}
        title={t('parcelDesk.claims.confirmTitle', { code: parcel.tracking_code })}
        description={t('parcelDesk.claims.confirmText', { who: choice ? customerLabel(names, choice.user) : '' })}
        confirmLabel={t('parcelDesk.claims.confirm')}
        onConfirm={async () => {
          if (choice) await giveParcel(parcel.id, choice.user);
        }}
      />
    </Stack>
  );
}

const Claims = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${theme.space(1)};
    padding: ${theme.space(2)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
  li[data-status='rejected'] {
    color: ${theme.color.muted};
  }
`;
