import {
  invalidateCollections,
  useApiMutation,
  useFormat,
  useServerSubmit,
  useTranslation,
  useZodForm,
} from '@fwd/shared-contracts';
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
  useListTable,
  type DataColumn,
} from '@fwd/shared-ui';
import { useState } from 'react';
import { walletDomain } from '@fwd/shared-contracts/domains/wallet';
import styled from 'styled-components';
import { REASON_MAX, rejectionSchema } from '../adjustment';
import { approve, reject, REVIEW_LIST, type RechargeRow } from '../api/wallet-desk';
import { ProofViewer } from './proof-viewer';

/** Top-ups waiting for review, oldest first: proof, approve (credits the wallet) or reject with a reason. */
export function ReviewQueue({ currency }: { currency: string }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const list = useListTable<'recharges', RechargeRow>('recharges', REVIEW_LIST);
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
        {...list.table}
        onRowClick={undefined}
        caption={t('walletDesk.review.caption')}
        columns={columns}
        empty={<EmptyState title={t('walletDesk.review.empty')} />}
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
  const form = useZodForm(rejectionSchema, { defaultValues: { reason: '' } });
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values) => reject(recharge.id, values.reason),
    async () => {
      await invalidateCollections(...walletDomain.refreshes.review);
      showToast(t('walletDesk.review.rejected', { reference: recharge.reference }), { tone: 'success' });
      onClose();
    },
  );
  const error = form.formState.errors.reason?.message;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('walletDesk.review.rejectTitle', { reference: recharge.reference })}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={formError} />
        <TextAreaField
          label={t('walletDesk.review.reason')}
          hint={t('walletDesk.review.reasonHint')}
          maxLength={REASON_MAX}
          error={error ? t(error) : undefined}
          autoFocus
          {...form.register('reason')}
        />
        <SubmitButton busy={busy}>{t('walletDesk.review.confirmReject')}</SubmitButton>
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
