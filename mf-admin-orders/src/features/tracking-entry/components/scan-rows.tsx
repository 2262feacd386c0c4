import { errorMessage, useFormat, useTranslation } from '@fwd/shared-contracts';
import { Button, EmptyState, ErrorState, RuledTable, Skeleton, theme } from '@fwd/shared-ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { shipWithCodes, useWaitingOrders, type WaitingOrder } from '../api/tracking';
import { isTrackingCode, normalizeCode } from '../paste';

type RowState = { state: 'saving' } | { state: 'saved'; code: string } | { state: 'error'; message: string };

/**
 * Purchased orders, oldest first, each with a field: type or scan the seller's code and press
 * Enter; it is saved and the focus moves to the next order's field, so a scanner never stops.
 */
export function ScanRows({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const list = useWaitingOrders(page);
  const [states, setStates] = useState<Record<string, RowState>>({});
  const fields = useRef(new Map<string, HTMLInputElement>());
  const rows = list.data?.items ?? [];

  async function save(order: WaitingOrder, index: number, input: HTMLInputElement) {
    const code = normalizeCode(input.value);
    if (!code) return;
    if (!isTrackingCode(code)) {
      setStates((s) => ({ ...s, [order.id]: { state: 'error', message: t('trackingEntry.scan.format') } }));
      return;
    }
    setStates((s) => ({ ...s, [order.id]: { state: 'saving' } }));
    const next = rows[index + 1];
    if (next) fields.current.get(next.id)?.focus();
    try {
      await shipWithCodes(order.id, [code]);
      setStates((s) => ({ ...s, [order.id]: { state: 'saved', code } }));
    } catch (error) {
      setStates((s) => ({ ...s, [order.id]: { state: 'error', message: errorMessage(error) } }));
    }
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>, order: WaitingOrder, index: number) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void save(order, index, event.currentTarget);
  }

  if (list.isPending) return <Skeleton lines={6} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (rows.length === 0) return <EmptyState title={t('trackingEntry.scan.none')} />;
  return (
    <>
      <Table>
        <caption>{t('trackingEntry.scan.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trackingEntry.scan.order')}</th>
            <th scope="col">{t('trackingEntry.scan.customer')}</th>
            <th scope="col">{t('trackingEntry.scan.seller')}</th>
            <th scope="col">{t('trackingEntry.scan.purchased')}</th>
            <th scope="col">{t('trackingEntry.scan.code')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order, index) => {
            const state = states[order.id];
            return (
              <tr key={order.id}>
                <th scope="row">{order.code}</th>
                <td>{order.expand?.user ? `${order.expand.user.code} ${order.expand.user.name}` : order.user}</td>
                <td>
                  {order.shop} {order.seller_order_no && `· ${order.seller_order_no}`}
                </td>
                <td>{format.dateTime(order.updated)}</td>
                <td>
                  {state?.state === 'saved' ? (
                    <Saved role="status">{t('trackingEntry.scan.saved', { code: state.code })}</Saved>
                  ) : (
                    <>
                      <input
                        ref={(element) => {
                          if (element) fields.current.set(order.id, element);
                          else fields.current.delete(order.id);
                        }}
                        aria-label={t('trackingEntry.scan.codeFor', { code: order.code })}
                        autoFocus={index === 0}
                        autoComplete="off"
                        disabled={state?.state === 'saving'}
                        aria-invalid={state?.state === 'error' ? true : undefined}
                        aria-describedby={state?.state === 'error' ? `scan-error-${order.id}` : undefined}
                        onKeyDown={(event) => onKey(event, order, index)}
                      />
                      {state?.state === 'error' && (
                        <Problem id={`scan-error-${order.id}`} role="alert">
                          {state.message}
                        </Problem>
                      )}
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Pager>
        <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('trackingEntry.scan.previous')}
        </Button>
        <Button type="button" $variant="secondary" disabled={rows.length < 30} onClick={() => onPageChange(page + 1)}>
          {t('trackingEntry.scan.next')}
        </Button>
      </Pager>
    </>
  );
}

const Table = styled(RuledTable)`
  th,
  td {
    vertical-align: top;
  }
  input {
    width: 100%;
    min-width: 10rem;
    padding: ${theme.space(2)};
    font: inherit;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
`;

const Saved = styled.span`
  font-weight: 700;
`;

const Problem = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.color.danger};
`;

const Pager = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(3)};
`;
