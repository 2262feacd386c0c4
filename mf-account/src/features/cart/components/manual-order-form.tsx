import {
  errorMessage,
  invalidateCollections,
  toFormErrors,
  useApiMutation,
  useNavigate,
  useTranslation,
} from '@fwd/shared-contracts';
import { Alert, Button, Row, showToast, Stack, SubmitButton } from '@fwd/shared-ui';
import { useCallback, useRef, useState } from 'react';
import { cartDomain } from '@fwd/shared-contracts/domains/cart';
import { createManualItem, type ManualItemInput } from '../api/cart';
import { emptyManualItem, type ManualItemFormInput, type ManualItemFormValues } from '../manual-item-schema';
import { MANUAL_FIELDS, ManualRow, type ManualRowForm } from './manual-row';

interface RowSpec {
  key: string;
  initial: ManualItemFormInput;
}

let rowCount = 0;
/** A new blank row (prefilled with `link`), with a key of its own for the page's lifetime. */
function newRow(link = ''): RowSpec {
  rowCount += 1;
  return { key: `row-${rowCount}`, initial: emptyManualItem(link) };
}

/** Each row's form validated on its own; returns the values of the valid ones, or null if any is not. */
async function validateRows(rows: RowSpec[], forms: Map<string, ManualRowForm>) {
  const valid: { key: string; values: ManualItemFormValues }[] = [];
  let firstInvalid: ManualRowForm | null = null;
  for (const row of rows) {
    const form = forms.get(row.key);
    if (!form) continue;
    let values: ManualItemFormValues | null = null;
    await form.handleSubmit((output) => {
      values = output;
    })();
    if (values) valid.push({ key: row.key, values });
    else firstInvalid ??= form;
  }
  if (firstInvalid) {
    const form = firstInvalid;
    const field = MANUAL_FIELDS.find((name) => form.getFieldState(name).error);
    if (field) form.setFocus(field);
    return null;
  }
  return valid;
}

/**
 * The manual order: rows of products not in the catalog, each checked on its own, then added to
 * the cart one after another. A row the server refuses keeps every row on screen with the reason
 * on that row; the rows added before it leave the form, and the page says so. Submits once.
 */
export function ManualOrderForm({ userId, currency, link }: { userId: string; currency: string; link: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [rows, setRows] = useState<RowSpec[]>(() => [newRow(link)]);
  const forms = useRef(new Map<string, ManualRowForm>());
  const onReady = useCallback((key: string, form: ManualRowForm | null) => {
    if (form) forms.current.set(key, form);
    else forms.current.delete(key);
  }, []);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [added, setAdded] = useState(0);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const create = useApiMutation({
    mutationFn: (values: ManualItemInput) => createManualItem(userId, values),
    form: true,
  });

  async function addAll() {
    const valid = await validateRows(rows, forms.current);
    if (!valid) return;
    const done: string[] = [];
    for (const { key, values } of valid) {
      try {
        await create.mutateAsync(values);
        done.push(key);
      } catch (error) {
        const remaining = rows.filter((row) => !done.includes(row.key));
        setRows(remaining);
        setAdded((count) => count + done.length);
        const number = remaining.findIndex((row) => row.key === key) + 1;
        const { fields } = toFormErrors(error);
        const form = forms.current.get(key);
        const known = MANUAL_FIELDS.filter((name) => fields[name]);
        known.forEach((name, index) =>
          form?.setError(name, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 }),
        );
        const reason = known.length > 0 ? t('orderManual.failedFields') : errorMessage(error);
        if (known.length === 0) setRowErrors({ [key]: reason });
        setFailure(t('orderManual.failed', { number, reason }));
        if (done.length > 0) await invalidateCollections(...cartDomain.refreshes.items);
        return;
      }
    }
    await invalidateCollections(...cartDomain.refreshes.items);
    showToast(t('orderManual.done', { count: valid.length + added }), { tone: 'success' });
    await navigate('/account/cart');
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(undefined);
    setRowErrors({});
    try {
      await addAll();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('orderManual.formLabel')}>
      <Stack $gap={4}>
        {added > 0 && <Alert tone="success">{t('orderManual.added', { count: added })}</Alert>}
        {failure && (
          <Alert tone="error">
            <Stack $gap={1}>
              <span>{failure}</span>
              <span>{t('orderManual.failedHint')}</span>
            </Stack>
          </Alert>
        )}
        {rows.map((row, index) => (
          <ManualRow
            key={row.key}
            rowKey={row.key}
            number={index + 1}
            initial={row.initial}
            currency={currency}
            onReady={onReady}
            error={rowErrors[row.key]}
            disabled={busy}
            onRemove={
              rows.length > 1 ? () => setRows((current) => current.filter((other) => other.key !== row.key)) : undefined
            }
          />
        ))}
        <Row>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => setRows((current) => [...current, newRow()])}
          >
            {t('orderManual.addRow')}
          </Button>
          <SubmitButton busy={busy}>{t('orderManual.submit')}</SubmitButton>
        </Row>
      </Stack>
    </form>
  );
}
