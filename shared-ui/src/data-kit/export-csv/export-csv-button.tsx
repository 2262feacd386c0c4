import { useFormat } from '@fwd/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../primitives/button';
import { ErrorState } from '../../primitives/error-state';
import { theme } from '../../theme/theme';
import { downloadText, fetchAllPages, toCsv, type CsvColumn, type FetchExportPage } from './csv';

export interface ExportCsvButtonProps<Row> {
  /** File name; `.csv` is added when missing. */
  filename: string;
  columns: CsvColumn<Row>[];
  /** One page of the list with the current filters; called with perPage 500 until the last page. */
  fetchPage: FetchExportPage<Row>;
  /** Button text; default "Export CSV". */
  label?: string;
}

type ExportState =
  | { step: 'idle' }
  | { step: 'running'; done: number; total?: number }
  | { step: 'error'; error: unknown }
  | { step: 'done'; count: number };

/** Exports every row of a list as CSV, with progress, cancel, and retry after a failure. */
export function ExportCsvButton<Row>({ filename, columns, fetchPage, label }: ExportCsvButtonProps<Row>) {
  const { t } = useTranslation('ui');
  const format = useFormat();
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function run() {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ step: 'running', done: 0 });
    try {
      const rows = await fetchAllPages(
        fetchPage,
        (done, total) => {
          if (!current.signal.aborted) setState({ step: 'running', done, total });
        },
        current.signal,
      );
      downloadText(filename, toCsv(columns, rows));
      setState({ step: 'done', count: rows.length });
    } catch (error) {
      if (current.signal.aborted) return;
      setState({ step: 'error', error });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }

  function cancel() {
    controller.current?.abort();
    controller.current = null;
    setState({ step: 'idle' });
  }

  return (
    <ExportBox>
      {state.step === 'running' ? (
        <>
          <Progress role="status">
            <span>
              {state.total === undefined
                ? t('export.starting')
                : t('export.progress', { done: format.number(state.done), total: format.number(state.total) })}
            </span>
            <progress
              aria-label={t('export.progressLabel')}
              max={state.total || undefined}
              value={state.total === undefined ? undefined : state.done}
            />
          </Progress>
          <Button type="button" $variant="secondary" onClick={cancel}>
            {t('export.cancel')}
          </Button>
        </>
      ) : state.step === 'error' ? (
        <ErrorState title={t('export.failed')} error={state.error} onRetry={run} />
      ) : (
        <>
          <Button type="button" $variant="secondary" onClick={run}>
            {label ?? t('export.label')}
          </Button>
          {state.step === 'done' && <Done role="status">{t('export.done', { count: state.count })}</Done>}
        </>
      )}
    </ExportBox>
  );
}

const ExportBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  min-width: 0;
`;

const Progress = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  min-width: min(240px, 100%);
  progress {
    width: 100%;
    accent-color: ${theme.color.primary};
  }
`;

const Done = styled.span`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;
