import {
  useFileToken,
  useFormat,
  useNavigate,
  useRecord,
  useTranslation,
  type RechargeRecord,
} from '@fwd/shared-contracts';
import { VIETQR_CURRENCY } from '@fwd/shared-contracts/domains/wallet';
import {
  Alert,
  Button,
  Card,
  ErrorState,
  Muted,
  Row,
  showToast,
  Skeleton,
  Stack,
  StatusBadge,
  theme,
} from '@fwd/shared-ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { BankDetails } from '../recharge-rules';
import { canMakeVietQr, vietQrPayload } from '../vietqr';
import { ApprovedNotice } from './approved-notice';
import { BankDetailsList } from './bank-details-list';
import { ProofLink } from './proof-link';
import { ProofUpload } from './proof-upload';

// The QR encoder comes with the transfer panel only, not with the page's first load.
const VietQrCode = lazy(() => import('./vietqr-code').then((m) => ({ default: m.VietQrCode })));

/** How long "Top-up approved" shows before the page goes back to `?return=` by itself. */
export const RETURN_DELAY_MS = 2000;

export interface TransferPanelProps {
  id: string;
  bank: BankDetails | null;
  currency: string;
  returnTo: string | null;
  /** Move the focus to the panel when it opens (after a click, not on a page load). */
  autoFocus: boolean;
  onNew: () => void;
}

/**
 * One top-up: while pending, our bank details, the transfer note and a VietQR code, then the proof
 * upload; once finance decides, approved (and back to `returnTo`) or rejected with the reason.
 * Live: the record is refreshed by the customer channel.
 */
export function TransferPanel({ id, bank, currency, returnTo, autoFocus, onNew }: TransferPanelProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const navigate = useNavigate();
  const recharge = useRecord<'recharges', RechargeRecord>('recharges', id);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const seenPending = useRef(false);
  const [returning, setReturning] = useState(false);
  const status = recharge.data?.status;
  const amount = recharge.data?.amount ?? 0;

  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus, recharge.isSuccess]);

  // Approved while the customer watches it here: back to where they were paying, after a notice.
  useEffect(() => {
    if (status === 'pending') seenPending.current = true;
    else if (status === 'approved' && seenPending.current && returnTo) {
      seenPending.current = false;
      setReturning(true);
    }
  }, [status, returnTo]);

  const approvedText = t('recharge.approved.toast', { amount: format.money(amount, currency) });
  useEffect(() => {
    if (!returning || !returnTo) return;
    const timer = setTimeout(() => {
      showToast(approvedText, { tone: 'success' });
      void navigate(returnTo);
    }, RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [returning, returnTo, navigate, approvedText]);

  const record = recharge.data;
  return (
    <Card aria-labelledby={headingId}>
      <Stack $gap={4}>
        <Row>
          <h2 id={headingId} ref={heading} tabIndex={-1} style={{ margin: 0, fontSize: '1.2rem' }}>
            {t('recharge.transfer.title')}
          </h2>
          {record && <StatusBadge machine="recharge" status={record.status} />}
        </Row>
        {recharge.isPending && <Skeleton lines={6} />}
        {recharge.isError && <ErrorState error={recharge.error} onRetry={() => void recharge.refetch()} />}
        {record && record.status === 'pending' && <PendingTransfer recharge={record} bank={bank} currency={currency} />}
        {record && record.status === 'approved' && (
          <ApprovedNotice
            amount={record.amount}
            currency={currency}
            returnTo={returnTo}
            returning={returning}
            onStay={() => setReturning(false)}
          />
        )}
        {record && record.status === 'rejected' && (
          <Alert tone="warning">
            {record.reason
              ? t('recharge.transfer.rejectedReason', { reason: record.reason })
              : t('recharge.transfer.rejected')}
          </Alert>
        )}
        <div>
          <Button type="button" $variant="secondary" onClick={onNew}>
            {t('recharge.transfer.new')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

function PendingTransfer({
  recharge,
  bank,
  currency,
}: {
  recharge: RechargeRecord;
  bank: BankDetails | null;
  currency: string;
}) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const token = useFileToken(Boolean(recharge.proof));
  const amount = format.money(recharge.amount, currency);
  const payload =
    bank && currency === VIETQR_CURRENCY && canMakeVietQr(bank.bin, bank.accountNo)
      ? safePayload(bank, recharge.amount, recharge.reference)
      : null;

  return (
    <Stack $gap={5}>
      {bank ? (
        <Muted>{t('recharge.transfer.intro', { amount })}</Muted>
      ) : (
        <Alert tone="warning">{t('recharge.transfer.unavailable')}</Alert>
      )}
      <Layout>
        <BankDetailsList bank={bank} amount={recharge.amount} currency={currency} reference={recharge.reference} />
        {bank && (
          <QrBox>
            {payload ? (
              <>
                <Suspense fallback={<Skeleton lines={1} width="240px" height="240px" />}>
                  <VietQrCode
                    payload={payload}
                    label={t('recharge.transfer.qrAlt', {
                      amount,
                      bank: bank.bankName,
                      accountNo: bank.accountNo,
                      reference: recharge.reference,
                    })}
                  />
                </Suspense>
                <Muted>{t('recharge.transfer.qrHint')}</Muted>
              </>
            ) : (
              <Muted>{t('recharge.transfer.noQr')}</Muted>
            )}
          </QrBox>
        )}
      </Layout>
      {recharge.proof ? (
        <Alert tone="info">
          <Stack $gap={2}>
            <span>{t('recharge.proof.received')}</span>
            <ProofLink recharge={recharge} token={token} />
          </Stack>
        </Alert>
      ) : (
        <ProofUpload recharge={recharge} />
      )}
    </Stack>
  );
}

/** The code's payload, or null when a detail cannot go into one (too long, not ASCII). */
function safePayload(bank: BankDetails, amount: number, reference: string): string | null {
  try {
    return vietQrPayload({ bin: bank.bin, accountNo: bank.accountNo, amount, purpose: reference });
  } catch {
    return null;
  }
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${theme.space(6)};
  align-items: start;
`;

const QrBox = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  justify-items: start;
  max-width: 280px;
`;
