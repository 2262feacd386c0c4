import {
  errorMessage,
  SHIPPING_LINE_KINDS,
  useApiMutation,
  useFormat,
  useList,
  useTranslation,
  type ShippingLineRecord,
} from '@fwd/shared-contracts';
import {
  Button,
  Card,
  CheckboxField,
  DataTable,
  Dialog,
  EmptyState,
  FormAlert,
  MoneyInput,
  SelectField,
  showToast,
  Stack,
  SubmitButton,
  TextField,
  theme,
  type DataColumn,
} from '@fwd/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { saveShippingLine, shippingLinesParams, type ShippingLineInput } from '../api/pricing';

const EMPTY: ShippingLineInput = {
  name: '',
  kind: 'air',
  zone: '',
  price_per_kg: 0,
  min_kg: 1,
  eta_days: 7,
  active: true,
};

/** Shipping lines per zone: price per kg, minimum kg, ETA, active; added and edited in a dialog. */
export function LinesSection({ currency }: { currency: string }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const [zone, setZone] = useState('');
  const all = useList<'shipping_lines', ShippingLineRecord>('shipping_lines', shippingLinesParams(''));
  const lines = (all.data?.items ?? []).filter((line) => !zone || line.zone === zone);
  const zones = [...new Set((all.data?.items ?? []).map((line) => line.zone))].sort();
  const [editing, setEditing] = useState<ShippingLineRecord | 'new' | null>(null);
  const columns: DataColumn<ShippingLineRecord>[] = [
    { id: 'zone', header: t('pricing.lines.zone'), cell: (row) => row.zone },
    { id: 'name', header: t('pricing.lines.name'), cell: (row) => row.name },
    { id: 'kind', header: t('pricing.lines.kind'), cell: (row) => t(`pricing.lines.kinds.${row.kind}`) },
    {
      id: 'price',
      header: t('pricing.lines.pricePerKg'),
      align: 'end',
      cell: (row) => format.money(row.price_per_kg, currency),
    },
    { id: 'min', header: t('pricing.lines.minKg'), align: 'end', cell: (row) => format.weight(row.min_kg) },
    {
      id: 'eta',
      header: t('pricing.lines.eta'),
      align: 'end',
      cell: (row) => t('pricing.lines.days', { count: row.eta_days }),
    },
    {
      id: 'active',
      header: t('pricing.lines.active'),
      cell: (row) => (row.active ? t('pricing.yes') : t('pricing.no')),
    },
    {
      id: 'edit',
      header: t('pricing.lines.actions'),
      cell: (row) => (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => setEditing(row)}
          aria-label={t('pricing.lines.editOf', { name: row.name, zone: row.zone })}
        >
          {t('pricing.lines.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Card aria-labelledby="lines-heading">
      <Stack $gap={3}>
        <h2 id="lines-heading">{t('pricing.lines.title')}</h2>
        <Toolbar>
          <SelectField
            label={t('pricing.lines.filterZone')}
            value={zone}
            onChange={(event) => setZone(event.target.value)}
            options={[{ value: '', label: t('pricing.lines.allZones') }, ...zones.map((z) => ({ value: z, label: z }))]}
          />
          <Button type="button" onClick={() => setEditing('new')}>
            {t('pricing.lines.add')}
          </Button>
        </Toolbar>
        <DataTable
          caption={t('pricing.lines.caption')}
          columns={columns}
          rows={all.data ? lines : undefined}
          status={all.status}
          error={all.error}
          onRetry={() => void all.refetch()}
          empty={<EmptyState title={t('pricing.lines.none')} />}
          getRowId={(row) => row.id}
          page={1}
          perPage={200}
          totalItems={lines.length}
          onPageChange={() => undefined}
        />
      </Stack>
      {editing && (
        <LineDialog line={editing === 'new' ? null : editing} currency={currency} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}

function LineDialog({
  line,
  currency,
  onClose,
}: {
  line: ShippingLineRecord | null;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('finance');
  const [draft, setDraft] = useState<ShippingLineInput>(line ? { ...line } : EMPTY);
  const [problem, setProblem] = useState<string>();
  const mutation = useApiMutation({
    mutationFn: (body: ShippingLineInput) => saveShippingLine(line?.id ?? null, body),
    invalidates: ['shipping_lines'],
    form: true,
    onSuccess: (saved) => {
      showToast(t('pricing.lines.saved', { name: saved.name, zone: saved.zone }), { tone: 'success' });
      onClose();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.name.trim() || !draft.zone.trim()) return setProblem(t('pricing.lines.nameZoneRequired'));
    if (!(draft.price_per_kg > 0)) return setProblem(t('pricing.lines.pricePositive'));
    if (!(draft.min_kg > 0) || !(draft.eta_days > 0)) return setProblem(t('pricing.lines.minEtaPositive'));
    setProblem(undefined);
    mutation.mutate({ ...draft, name: draft.name.trim(), zone: draft.zone.trim() });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={line ? t('pricing.lines.editTitle', { name: line.name }) : t('pricing.lines.addTitle')}
    >
      <form noValidate onSubmit={submit}>
        <Stack $gap={3}>
          <FormAlert message={problem ?? (mutation.error ? errorMessage(mutation.error) : undefined)} />
          <TextField
            label={t('pricing.lines.name')}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
          <SelectField
            label={t('pricing.lines.kind')}
            value={draft.kind}
            onChange={(e) => setDraft({ ...draft, kind: e.target.value as ShippingLineInput['kind'] })}
            options={SHIPPING_LINE_KINDS.map((kind) => ({ value: kind, label: t(`pricing.lines.kinds.${kind}`) }))}
          />
          <TextField
            label={t('pricing.lines.zone')}
            value={draft.zone}
            onChange={(e) => setDraft({ ...draft, zone: e.target.value })}
          />
          <MoneyInput
            label={t('pricing.lines.pricePerKg')}
            currency={currency}
            value={draft.price_per_kg || null}
            min={1}
            onChange={(value) => setDraft({ ...draft, price_per_kg: value ?? 0 })}
          />
          <TextField
            label={t('pricing.lines.minKg')}
            type="number"
            min={0.1}
            step={0.1}
            value={String(draft.min_kg)}
            onChange={(e) => setDraft({ ...draft, min_kg: Number(e.target.value) })}
          />
          <TextField
            label={t('pricing.lines.etaDays')}
            type="number"
            min={1}
            step={1}
            value={String(draft.eta_days)}
            onChange={(e) => setDraft({ ...draft, eta_days: Number(e.target.value) })}
          />
          <CheckboxField
            label={t('pricing.lines.active')}
            checked={draft.active}
            onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
          />
          <SubmitButton busy={mutation.isPending}>{t('pricing.lines.save')}</SubmitButton>
        </Stack>
      </form>
    </Dialog>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: flex-end;
  justify-content: space-between;
`;
