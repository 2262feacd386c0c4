import {
  errorMessage,
  useApiMutation,
  useFormat,
  useList,
  useTranslation,
  type ExchangeRateRecord,
} from '@fwd/shared-contracts';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  FormAlert,
  Row,
  showToast,
  Stack,
  TextField,
  theme,
  type DataColumn,
} from '@fwd/shared-ui';
import { ClientResponseError } from 'pocketbase';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { createRate, rateHistoryParams } from '../api/pricing';

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

/** The exchange rate: history (newest first, the one in effect marked) and a new rate from a chosen moment. */
export function RatesSection({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const history = useList<'exchange_rates', ExchangeRateRecord>('exchange_rates', rateHistoryParams(from, to, page));
  const [rate, setRate] = useState('');
  const [moment, setMoment] = useState(() => localInput(new Date()));
  // Left as it was, the moment is "now" when saved (the field only shows minutes).
  const [momentChosen, setMomentChosen] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [largeChange, setLargeChange] = useState<string>();
  const mutation = useApiMutation({
    mutationFn: (confirm: boolean) =>
      createRate(
        {
          from,
          to,
          rate: Number(rate.replace(',', '.')),
          effective_from: (momentChosen ? new Date(moment) : new Date()).toISOString(),
        },
        confirm,
      ),
    invalidates: ['exchange_rates'],
    form: true,
    onSuccess: (saved) => {
      showToast(
        t('pricing.rates.saved', { rate: format.number(saved.rate), when: format.dateTime(saved.effective_from) }),
        {
          tone: 'success',
        },
      );
      setRate('');
      setLargeChange(undefined);
    },
  });
  const current = rateInEffect(history.data?.items ?? []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(rate.replace(',', '.'));
    if (!rate.trim() || !Number.isFinite(value) || value <= 0) {
      setFieldError(t('pricing.rates.positive'));
      return;
    }
    if (!moment || Number.isNaN(new Date(moment).getTime())) {
      setFieldError(t('pricing.rates.moment'));
      return;
    }
    setFieldError(undefined);
    try {
      await mutation.mutateAsync(false);
    } catch (error) {
      const code =
        error instanceof ClientResponseError ? (error.response?.data?.rate?.code as string | undefined) : undefined;
      if (code === 'validation_large_change') setLargeChange(errorMessage(error));
    }
  }

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
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('pricing.rates.formLabel')}>
          <Stack $gap={3}>
            <FormAlert message={mutation.error && !largeChange ? errorMessage(mutation.error) : undefined} />
            <Fields>
              <TextField
                label={t('pricing.rates.newRate', { from, to })}
                inputMode="decimal"
                value={rate}
                onChange={(event) => setRate(event.target.value)}
                error={fieldError}
                hint={current ? t('pricing.rates.current', { rate: format.number(current.rate) }) : undefined}
              />
              <TextField
                label={t('pricing.rates.from')}
                type="datetime-local"
                value={moment}
                onChange={(event) => {
                  setMoment(event.target.value);
                  setMomentChosen(true);
                  setMomentChosen(true);
                }}
              />
            </Fields>
            <Row $gap={2}>
              <Button type="submit" disabled={mutation.isPending}>
                {t('pricing.rates.save')}
              </Button>
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
        onConfirm={() => mutation.mutateAsync(true)}
      />
    </Card>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;

const Tag = styled.span<{ $strong?: boolean }>`
  font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
`;
