import { RECORD_ID, useAuth, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { Button, Drawer, Page, useListTable } from '@fwd/shared-ui';
import { useShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { useCallback } from 'react';
import { refundList, type RefundRow } from '../features/refunds/api/refunds';
import { RefundDrawer } from '../features/refunds/components/refund-drawer';
import { RefundForm } from '../features/refunds/components/refund-form';
import { RefundTable } from '../features/refunds/components/refund-table';

/** The params that open the new-request form: `?new`, or what it is for (`?order=`, `?fulfillment=`). */
const FORM_PARAMS = ['new', 'order', 'fulfillment'];

export { listPageLoader as loader } from '@fwd/shared-ui';

/** An id from the URL, or '' when it is missing or malformed (nothing malformed reaches the API). */
const idParam = (value: string | null) => (value && RECORD_ID.test(value) ? value : '');

/**
 * /account/refund: the customer's refund requests and their status, and a new request on an
 * order or a shipment (opened with `?new=1`, or prefilled by `?order=` / `?fulfillment=` from
 * the order and shipment pages), capped by what can still be refunded; `?id=` opens one request
 * (its notification links there). Live.
 */
export function Component() {
  const { t } = useTranslation('account');
  const userId = useAuth((s) => s.record?.id ?? '');
  const list = useListTable<'refunds', RefundRow>('refunds', refundList(userId));
  const { view } = list;
  const currency = useShopCurrencies()?.home;

  const [params, setParams] = useSearchParams();
  const prefill = { order: idParam(params.get('order')), fulfillment: idParam(params.get('fulfillment')) };
  const formOpen = FORM_PARAMS.some((name) => params.has(name));
  const openForm = useCallback(
    () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('new', '1');
        return next;
      }),
    [setParams],
  );
  const closeForm = useCallback(
    () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const name of FORM_PARAMS) next.delete(name);
        return next;
      }),
    [setParams],
  );

  return (
    <Page
      actions={
        <Button type="button" onClick={openForm}>
          {t('refunds.list.new')}
        </Button>
      }
    >
      <RefundTable table={list.table} currency={currency} onNew={openForm} />
      <RefundDrawer id={view.selectedId} rows={list.table.rows} currency={currency} onClose={view.close} />
      {formOpen && (
        <Drawer open onOpenChange={(open) => !open && closeForm()} title={t('refunds.form.title')}>
          <RefundForm
            key={`${prefill.order}|${prefill.fulfillment}`}
            userId={userId}
            prefill={prefill}
            currency={currency}
            onDone={closeForm}
            onCancel={closeForm}
          />
        </Drawer>
      )}
    </Page>
  );
}
