import {
  invalidateCollections,
  SHIPPING_LINE_KINDS,
  useController,
  useFormat,
  useList,
  useServerSubmit,
  useTranslation,
  useZodForm,
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
  Row,
  SelectField,
  showToast,
  Stack,
  SubmitButton,
  TextField,
  type DataColumn,
} from '@fwd/shared-ui';
import { useState } from 'react';
import { saveShippingLine, shippingLinesParams } from '../api/pricing';
import { lineDraft, lineSchema } from '../pricing-schemas';

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
        <Row $gap={3} $align="flex-end" $justify="space-between">
          <SelectField
            label={t('pricing.lines.filterZone')}
            value={zone}
            onChange={(event) => setZone(event.target.value)}
            options={[{ value: '', label: t('pricing.lines.allZones') }, ...zones.map((z) => ({ value: z, label: z }))]}
          />
          <Button type="button" onClick={() => setEditing('new')}>
            {t('pricing.lines.add')}
          </Button>
        </Row>
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
  const form = useZodForm(lineSchema, { defaultValues: lineDraft(line) });
  const price = useController({ control: form.control, name: 'price_per_kg' });
  const { errors } = form.formState;
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    (values) => saveShippingLine(line?.id ?? null, values),
    async (saved) => {
      await invalidateCollections('shipping_lines');
      showToast(t('pricing.lines.saved', { name: saved.name, zone: saved.zone }), { tone: 'success' });
      onClose();
    },
  );
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={line ? t('pricing.lines.editTitle', { name: line.name }) : t('pricing.lines.addTitle')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack $gap={3}>
          <FormAlert message={formError} />
          <TextField label={t('pricing.lines.name')} error={message(errors.name?.message)} {...form.register('name')} />
          <SelectField
            label={t('pricing.lines.kind')}
            options={SHIPPING_LINE_KINDS.map((kind) => ({ value: kind, label: t(`pricing.lines.kinds.${kind}`) }))}
            {...form.register('kind')}
          />
          <TextField label={t('pricing.lines.zone')} error={message(errors.zone?.message)} {...form.register('zone')} />
          <MoneyInput
            label={t('pricing.lines.pricePerKg')}
            currency={currency}
            name="price_per_kg"
            value={price.field.value}
            onChange={price.field.onChange}
            onBlur={price.field.onBlur}
            min={1}
            error={message(errors.price_per_kg?.message)}
          />
          <TextField
            label={t('pricing.lines.minKg')}
            type="number"
            min={0.1}
            step={0.1}
            error={message(errors.min_kg?.message)}
            {...form.register('min_kg')}
          />
          <TextField
            label={t('pricing.lines.etaDays')}
            type="number"
            min={1}
            step={1}
            error={message(errors.eta_days?.message)}
            {...form.register('eta_days')}
          />
          <CheckboxField label={t('pricing.lines.active')} {...form.register('active')} />
          <SubmitButton busy={busy}>{t('pricing.lines.save')}</SubmitButton>
        </Stack>
      </form>
    </Dialog>
  );
}
