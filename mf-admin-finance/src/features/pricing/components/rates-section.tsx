import {
  errorMessage,
  invalidateCollections,
  useFormat,
  useList,
  useServerSubmit,
  useTranslation,
  useZodForm,
  type ExchangeRateRecord,
} from '@fwd/shared-contracts';
import {
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  FormAlert,
  Row,
  showToast,
  Stack,
  SubmitButton,
  TextField,
  type DataColumn,
} from '@fwd/shared-ui';
import { ClientResponseError } from 'pocketbase';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { createRate, rateHistoryParams } from '../api/pricing';
import { rateSchema } from '../pricing-schemas';
import { Fields } from './fields';

/** `datetime-local` value of a moment, in the browser's time zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The rate in effect: the newest whose moment has come. */
export function rateInEffect(rates: ExchangeRateRecord[], now = new Date()): ExchangeRateRecord | undefined {
  return rates
    .filter((rate) => new Date(rate.effective_from.replace(' ', 'T')) <= now)
    .sort((a, b) => (a.effective_from < b.effective_from ? 1 : -1))[0];
}

const isLargeChange = (error: unknown) =>
  error instanceof ClientResponseError && error.response?.data?.rate?.code === 'validation_large_change';

/** The exchange rate: history (newest first, the one in effect marked) and a new rate from a chosen moment. */
export function RatesSection({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const history = useList<'exchange_rates', ExchangeRateRecord>('exchange_rates', rateHistoryParams(from, to, page));
  // Left as it was, the moment is "now" when saved (the field only shows minutes).
  const [opened] = useState(() => localInput(new Date()));
  const form = useZodForm(rateSchema, { defaultValues: { rate: '', effective_from: opened } });
  const { errors } = form.formState;
  const [largeChange, setLargeChange] = useState<string>();
  const confirmed = useRef(false);
  const { onSubmit, busy, formError } = useServerSubmit(
    form,
    async (values) => {
      const confirm = confirmed.current;
      confirmed.current = false;
      const moment = values.effective_from === opened ? new Date() : new Date(values.effective_from);
      try {
        return await createRate({ from, to, rate: values.rate, effective_from: moment.toISOString() }, confirm);
      } catch (error) {
        if (confirm || !isLargeChange(error)) throw error;
        setLargeChange(errorMessage(error));
        return null;
      }
    },
    async (saved) => {
      if (!saved) return;
      await invalidateCollections('exchange_rates');
      showToast(
        t('pricing.rates.saved', { rate: format.number(saved.rate), when: format.dateTime(saved.effective_from) }),
        { tone: 'success' },
      );
      form.resetField('rate');
    },
  );
  const current = rateInEffect(history.data?.items ?? []);
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const columns: DataColumn<ExchangeRateRecord>[] = [
    { id: 'from', header: t('pricing.rates.appliesFrom'), cell: (row) => format.dateTime(row.effective_from) },
    { id: 'rate', header: t('pricing.rates.rate', { from, to }), align: 'end', cell: (row) => format.number(row.rate) },
    {
      id: 'state',
      header: t('pricing.rates.state'),
      cell: (row) =>
        row.id === current?.id ? (
          <Tag $strong>{t('pricing.rates.inEffect')}</Tag>
        ) : new Date(row.effective_from.replace(' ', 'T')) > new Date() ? (
          <Tag>{t('pricing.rates.upcoming')}</Tag>
        ) : (
          <Tag>{t('pricing.rates.past')}</Tag>
        ),
    },
  ];

  return (
    <Card aria-labelledby="rates-heading">
      <Stack $gap={3}>
        <h2 id="rates-heading">{t('pricing.rates.title', { from, to })}</h2>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('pricing.rates.formLabel')}>
          <Stack $gap={3}>
            <FormAlert message={formError} />
            <Fields>
              <TextField
                label={t('pricing.rates.newRate', { from, to })}
                inputMode="decimal"
                error={message(errors.rate?.message)}
                hint={current ? t('pricing.rates.current', { rate: format.number(current.rate) }) : undefined}
                {...form.register('rate')}
              />
              <TextField
                label={t('pricing.rates.from')}
                type="datetime-local"
                error={message(errors.effective_from?.message)}
                {...form.register('effective_from')}
              />
            </Fields>
            <Row $gap={2}>
              <SubmitButton busy={busy}>{t('pricing.rates.save')}</SubmitButton>
            </Row>
          </Stack>
        </form>
        <DataTable
          caption={t('pricing.rates.history')}
          columns={columns}
          rows={history.data?.items}
          status={history.status}
          error={history.error}
          onRetry={() => void history.refetch()}
          empty={<EmptyState title={t('pricing.rates.none')} />}
          getRowId={(row) => row.id}
          page={page}
          perPage={10}
          totalItems={history.data?.totalItems}
          onPageChange={setPage}
        />
      </Stack>
      <ConfirmDialog
        open={!!largeChange}
        onOpenChange={(open) => !open && setLargeChange(undefined)}
        tone="money"
        title={t('pricing.rates.largeTitle')}
        description={largeChange}
        confirmLabel={t('pricing.rates.largeConfirm')}
        cancelLabel={t('pricing.keep')}
        onConfirm={() => {
          confirmed.current = true;
          return onSubmit();
        }}
      />
    </Card>
  );
}

const Tag = styled.span<{ $strong?: boolean }>`
  font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
`;
