import { useTranslation } from '@fwd/shared-contracts';
import { Button, ConfirmDialog, Skeleton, Stack, TextField, theme } from '@fwd/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useCustomerMatches, type CustomerMatch } from '../../../api/customers';
import { giveParcel, type ParcelRow } from '@fwd/shared-contracts/domains/parcels';

/** Find a customer by code or name and give them the parcel (after a confirm). */
export function AssignCustomer({ parcel }: { parcel: ParcelRow }) {
  const { t } = useTranslation('warehouse');
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useCustomerMatches(asked);
  const [choice, setChoice] = useState<CustomerMatch | null>(null);
  const found = search.data?.items ?? [];
  return (
    <Stack $gap={2}>
      <h3>{t('parcelDesk.assign.title')}</h3>
      <TextField
        label={t('parcelDesk.assign.search')}
        hint={t('parcelDesk.assign.hint')}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {asked.trim().length >= 2 &&
        (search.isPending ? (
          <Skeleton lines={2} />
        ) : found.length === 0 ? (
          <p>{t('parcelDesk.assign.none')}</p>
        ) : (
          <Results aria-label={t('parcelDesk.assign.results')}>
            {found.map((customer) => (
              <li key={customer.id}>
                <span>
                  <strong>{customer.code}</strong> {customer.name}
                </span>
                <Button type="button" $variant="secondary" onClick={() => setChoice(customer)}>
                  {t('parcelDesk.assign.give', { code: customer.code })}
                </Button>
              </li>
            ))}
          </Results>
        ))}
      <ConfirmDialog
        open={choice !== null}
        onOpenChange={(open) => !open && setChoice(null)}
        title={t('parcelDesk.claims.confirmTitle', { code: parcel.tracking_code })}
        description={t('parcelDesk.claims.confirmText', { who: choice ? `${choice.code} ${choice.name}` : '' })}
        confirmLabel={t('parcelDesk.claims.confirm')}
        onConfirm={async () => {
          if (choice) await giveParcel(parcel.id, choice.id);
          setText('');
        }}
      />
    </Stack>
  );
}

const Results = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.color.border};
  }
`;
