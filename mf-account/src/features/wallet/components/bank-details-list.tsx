import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { CopyButton, theme } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BankDetails } from '../recharge-rules';

export interface BankDetailsListProps {
  /** Our account, or null when the shop has not set it (then only amount and note are shown). */
  bank: BankDetails | null;
  amount: number;
  currency: string;
  reference: string;
}

/** What the customer types into their banking app, each with a copy button where it helps. */
export function BankDetailsList({ bank, amount, currency, reference }: BankDetailsListProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <List>
      {bank && (
        <>
          <Item term={t('recharge.transfer.bank')}>{bank.bankName}</Item>
          <Item
            term={t('recharge.transfer.accountNo')}
            copy={<CopyButton value={bank.accountNo} label={t('recharge.transfer.copyAccountNo')} />}
          >
            <Mono>{bank.accountNo}</Mono>
          </Item>
          <Item term={t('recharge.transfer.accountName')}>{bank.accountName}</Item>
        </>
      )}
      <Item
        term={t('recharge.transfer.amount')}
        copy={<CopyButton value={String(amount)} label={t('recharge.transfer.copyAmount')} />}
      >
        <strong>{format.money(amount, currency)}</strong>
      </Item>
      <Item
        term={t('recharge.transfer.reference')}
        copy={<CopyButton value={reference} label={t('recharge.transfer.copyReference')} />}
        hint={t('recharge.transfer.referenceHint')}
      >
        <Reference>{reference}</Reference>
      </Item>
    </List>
  );
}

function Item({ term, children, copy, hint }: { term: string; children: ReactNode; copy?: ReactNode; hint?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <Value>
          {children}
          {copy}
        </Value>
        {hint && <Hint>{hint}</Hint>}
      </dd>
    </div>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  dt {
    color: ${theme.color.muted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
  }
`;

const Value = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(3)};
  overflow-wrap: anywhere;
`;

const Mono = styled.span`
  font-family: ${theme.font.mono};
  font-size: 1.05rem;
`;

const Reference = styled.span`
  font-family: ${theme.font.mono};
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const Hint = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;
