import { errorMessage, useApiMutation, useFormat, useList, useTranslation } from '@fwd/shared-contracts';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  EmptyState,
  FormAlert,
  Row,
  showToast,
  SubmitButton,
  TextAreaField,
  theme,
  type DataColumn,
} from '@fwd/shared-ui';
import { useState, type FormEvent } from 'react';
import { walletDomain } from '@fwd/shared-contracts/domains/wallet';
import styled from 'styled-components';
import { approve, pendingRechargesParams, reject, type RechargeRow } from '../api/wallet-desk';
import { ProofViewer } from './proof-viewer';

/** Top-ups waiting for review, oldest first: proof, approve (credits the wallet) or reject with a reason. */
export function ReviewQueue({
  currency,
  page,
  onPageChange,
}: {
  currency: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const list = useList<'recharges', RechargeRow>('recharges', pendingRechargesParams(page));
  const [proof, setProof] = useState<RechargeRow | null>(null);
  const [approving, setApproving] = useState<RechargeRow | null>(null);
  const [rejecting, setRejecting] = useState<RechargeRow | null>(null);
  const approveMutation = useApiMutation({
    mutationFn: (row: RechargeRow) => approve(row.id),
    invalidates: walletDomain.refreshes.review,
    form: true,
    onSuccess: (_, row) =>
      showToast(t('walletDesk.review.approved', { reference: row.reference }), { tone: 'success' }),
  });

  const who = (row: RechargeRow) => `${row.expand?.user?.code ?? ''} ${row.expand?.user?.name ?? ''}`.trim();
  const columns: DataColumn<RechargeRow>[] = [
    { id: 'created', header: t('walletDesk.review.sent'), cell: (row) => format.dateTime(row.created) },
    { id: 'customer', header: t('walletDesk.review.customer'), cell: who },
    {
      id: 'amount',
      header: t('walletDesk.review.amount'),
      align: 'end',
      cell: (row) => format.money(row.amount, currency),
    },
    { id: 'reference', header: t('walletDesk.review.reference'), cell: (row) => <code>{row.reference}</code> },
    {
      id: 'actions',
      header: t('walletDesk.review.actions'),
      cell: (row) => (
        <Row $gap={2}>
          {row.proof ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => setProof(row)}
              aria-label={t('walletDesk.review.viewProofOf', { reference: row.reference })}
            >
              {t('walletDesk.review.viewProof')}
            </Button>
          ) : (
            <NoProof>{t('walletDesk.review.noProof')}</NoProof>
          )}
          <Button
            type="button"
            onClick={() => setApproving(row)}
            aria-label={t('walletDesk.review.approveOf', { reference: row.reference })}
          >
            {t('walletDesk.review.approve')}
          </Button>
          <Button
            type="button"
            $variant="danger"
            onClick={() => setRejecting(row)}
            aria-label={t('walletDesk.review.rejectOf', { reference: row.reference })}
          >
            {t('walletDesk.review.reject')}
          </Button>
        </Row>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={t('walletDesk.review.caption')}
        columns={columns}
        rows={list.data?.items}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={<EmptyState title={t('walletDesk.review.empty')} />}
        getRowId={(row) => row.id}
        page={page}
        perPage={30}
        totalItems={list.data?.totalItems}
        onPageChange={onPageChange}
      />
      {proof && <ProofViewer recharge={proof} onClose={() => setProof(null)} />}
      {approving && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setApproving(null)}
          tone="money"
          title={t('walletDesk.review.confirmTitle')}
          description={t(approving.proof ? 'walletDesk.review.confirmBody' : 'walletDesk.review.confirmBodyNoProof', {
            amount: format.money(approving.amount, currency),
            customer: who(approving),
            reference: approving.reference,
          })}
          confirmLabel={t('walletDesk.review.confirmApprove')}
          cancelLabel={t('walletDesk.keep')}
          onConfirm={() => approveMutation.mutateAsync(approving)}
        />
      )}
      {rejecting && <RejectDialog recharge={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}

/** Rejects a top-up with the reason the customer reads (required). */
function RejectDialog({ recharge, onClose }: { recharge: RechargeRow; onClose: () => void }) {
  const { t } = useTranslation('finance');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useApiMutation({
    mutationFn: (text: string) => reject(recharge.id, text),
    invalidates: walletDomain.refreshes.review,
    form: true,
    onSuccess: () => {
      showToast(t('walletDesk.review.rejected', { reference: recharge.reference }), { tone: 'success' });
      onClose();
    },
  });
  const failure = mutation.error ? errorMessage(mutation.error) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('walletDesk.review.reasonRequired'));
      return;
    }
    setError(undefined);
    mutation.mutate(reason.trim());
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('walletDesk.review.rejectTitle', { reference: recharge.reference })}
    >
      <form noValidate onSubmit={submit}>
        <FormAlert message={failure} />
        <TextAreaField
          label={t('walletDesk.review.reason')}
          hint={t('walletDesk.review.reasonHint')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          error={error}
          autoFocus
        />
        <SubmitButton busy={mutation.isPending}>{t('walletDesk.review.confirmReject')}</SubmitButton>
      </form>
    </Dialog>
  );
}

const NoProof = styled.span`
  align-self: center;
  padding: ${theme.space(1)} ${theme.space(2)};
  border-radius: ${theme.radius};
  background: ${theme.color.warningBg};
  color: ${theme.color.warning};
  font-weight: 600;
`;
