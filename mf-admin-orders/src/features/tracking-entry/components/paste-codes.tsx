import { errorMessage, invalidateCollections, useTranslation } from '@fwd/shared-contracts';
import { Alert, Button, FormAlert, Row, RuledTable, Stack, TextAreaField, theme } from '@fwd/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ordersByCode, shipWithCodes } from '../api/tracking';
import { groupByOrder, matchLines, parsePaste, type MatchState } from '../paste';

type Matched = ReturnType<typeof matchLines>;
type Outcome = { orderCode: string; ok: boolean; message?: string };

/**
 * Many `ORDER-CODE TRACKING-CODE` lines at once: a preview of what matches a purchased order, then
 * one request per order with all its codes, with progress and a result per order.
 */
export function PasteCodes() {
  const { t } = useTranslation('orders');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<Matched | null>(null);
  const [problem, setProblem] = useState<string>();
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(0);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);

  async function check() {
    setOutcomes(null);
    const lines = parsePaste(text);
    if (lines.length === 0) {
      setProblem(t('trackingEntry.paste.empty'));
      return;
    }
    setProblem(undefined);
    try {
      setPreview(matchLines(lines, await ordersByCode(lines.map((line) => line.orderCode))));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  async function apply() {
    if (!preview) return;
    const groups = groupByOrder(preview);
    setRunning(true);
    setDone(0);
    const results: Outcome[] = [];
    for (const group of groups) {
      try {
        await shipWithCodes(group.orderId, group.codes);
        results.push({ orderCode: group.orderCode, ok: true });
      } catch (error) {
        results.push({ orderCode: group.orderCode, ok: false, message: errorMessage(error) });
      }
      setDone(results.length);
    }
    setRunning(false);
    setOutcomes(results);
    setPreview(null);
    await invalidateCollections('orders', 'parcels');
  }

  const ready = preview ? groupByOrder(preview) : [];
  return (
    <Stack $gap={3}>
      <TextAreaField
        label={t('trackingEntry.paste.label')}
        hint={t('trackingEntry.paste.hint')}
        rows={6}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setPreview(null);
        }}
      />
      <FormAlert message={problem} />
      <Row $gap={2}>
        <Button type="button" $variant="secondary" onClick={() => void check()}>
          {t('trackingEntry.paste.preview')}
        </Button>
        <Button type="button" disabled={!preview || ready.length === 0 || running} onClick={() => void apply()}>
          {t('trackingEntry.paste.apply', { count: ready.length })}
        </Button>
      </Row>
      {running && <p aria-live="polite">{t('trackingEntry.paste.progress', { done, count: ready.length })}</p>}
      {preview && (
        <Table>
          <caption>{t('trackingEntry.paste.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trackingEntry.paste.line')}</th>
              <th scope="col">{t('trackingEntry.scan.order')}</th>
              <th scope="col">{t('trackingEntry.scan.code')}</th>
              <th scope="col">{t('trackingEntry.paste.state')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.map((line) => (
              <tr key={line.line} data-state={line.state}>
                <td>{line.line}</td>
                <td>{line.orderCode}</td>
                <td>{line.trackingCode}</td>
                <td>{t(`trackingEntry.paste.states.${line.state satisfies MatchState}`)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {outcomes && (
        <Stack $gap={2}>
          <Alert tone={outcomes.every((o) => o.ok) ? 'success' : 'warning'}>
            {t('trackingEntry.paste.summary', { ok: outcomes.filter((o) => o.ok).length, count: outcomes.length })}
          </Alert>
          <ul aria-label={t('trackingEntry.paste.results')}>
            {outcomes.map((outcome) => (
              <li key={outcome.orderCode}>
                {outcome.orderCode}: {outcome.ok ? t('trackingEntry.paste.ok') : outcome.message}
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </Stack>
  );
}

const Table = styled(RuledTable)`
  caption {
    padding-bottom: 0;
  }
  th,
  td {
    padding: ${theme.space(1)} ${theme.space(2)};
  }
`;
