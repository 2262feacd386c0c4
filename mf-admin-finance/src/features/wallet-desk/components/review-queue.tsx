import { useApiMutation, useFormat, useTranslation } from '@fwd/shared-contracts';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Row,
  showToast,
  theme,
  useListTable,
  type DataColumn,
} from '@fwd/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { walletDomain } from '@fwd/shared-contracts/domains/wallet';
import styled from 'styled-components';
import { approve, REVIEW_LIST, type RechargeRow } from '../api/wallet-desk';
import { ProofViewer } from './proof-viewer';

// The form and its schema (zod) load when a rejection is started, not with the queue.
const RejectDialog = lazy(() => import('./reject-dialog').then((m) => ({ default: m.RejectDialog })));

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
      {rejecting && (
        <Suspense fallback={null}>
          <RejectDialog recharge={rejecting} onClose={() => setRejecting(null)} />
        </Suspense>
      )}
    </>
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
