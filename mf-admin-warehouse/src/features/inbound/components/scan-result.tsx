import { useFormat, useTranslation } from '@fwd/shared-contracts';
import type { ScanLookup } from '@fwd/shared-contracts/api';
import { statusLabelKey, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import type { ScanTone } from '../../../components/sound';

export type BenchResult =
  | { kind: 'looking'; code: string }
  | { kind: 'found'; code: string; lookup: ScanLookup; tone: ScanTone }
  | { kind: 'saved'; code: string; owner: string; unidentified: boolean; review: boolean }
  | { kind: 'error'; code: string; message: string };

/** The tone of a look-up: matched (an owner), unidentified, already received. */
export function toneOf(lookup: ScanLookup): ScanTone {
  if (lookup.state === 'received') return 'already';
  return lookup.customer ? 'matched' : 'unidentified';
}

/** What the scan met, large enough to read from a step away, in the tone's colour. */
export function ScanResult({ result }: { result: BenchResult | null }) {
  const { t } = useTranslation('warehouse');
  const format = useFormat();
  if (!result) return <Panel data-tone="idle">{t('inbound.result.idle')}</Panel>;
  if (result.kind === 'looking') {
    return (
      <Panel data-tone="idle" role="status" aria-live="polite" data-code={result.code}>
        {t('inbound.result.looking', { code: result.code })}
      </Panel>
    );
  }
  if (result.kind === 'error') {
    return (
      <Panel data-tone="error" role="alert" data-code={result.code}>
        <Small>{result.code}</Small>
        <Big>{t('inbound.result.error')}</Big>
        <p>{result.message}</p>
      </Panel>
    );
  }
  if (result.kind === 'saved') {
    return (
      <Panel
        data-tone={result.unidentified ? 'unidentified' : 'matched'}
        role="status"
        aria-live="polite"
        data-code={result.code}
      >
        <Small>{result.code}</Small>
        <Big>
          {result.unidentified
            ? t('inbound.result.savedUnidentified')
            : t('inbound.result.saved', { owner: result.owner })}
        </Big>
        {result.review && <p>{t('inbound.result.review')}</p>}
      </Panel>
    );
  }
  const { lookup, tone } = result;
  const who = lookup.customer ? `${lookup.customer.code} · ${lookup.customer.name}` : '';
  return (
    <Panel data-tone={tone} role="status" aria-live="polite" data-code={result.code}>
      <Small>{result.code}</Small>
      {tone === 'already' ? (
        <>
          <Big>{t('inbound.result.already')}</Big>
          <p>
            {t('inbound.result.alreadyWhen', {
              when: format.dateTime(lookup.parcel?.received_at ?? ''),
              who: lookup.receivedBy || t('inbound.result.someone'),
              status: t(statusLabelKey('parcel', lookup.parcel?.status ?? 'received')),
            })}
          </p>
          {who && <p>{who}</p>}
        </>
      ) : tone === 'matched' ? (
        <>
          <Big>{lookup.customer?.code}</Big>
          <p>{lookup.customer?.name}</p>
          {lookup.order && <p>{t('inbound.result.order', { code: lookup.order.code })}</p>}
          {lookup.parcel?.in_review && <p>{t('inbound.result.review')}</p>}
        </>
      ) : (
        <>
          <Big>{t('inbound.result.unidentified')}</Big>
          <p>{t('inbound.result.unidentifiedHint')}</p>
        </>
      )}
    </Panel>
  );
}

const Panel = styled.div`
  min-height: 8rem;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  border: 3px solid ${theme.color.border};
  p {
    margin: ${theme.space(1)} 0 0;
    font-size: 1.125rem;
  }
  &[data-tone='matched'] {
    background: ${theme.color.successBg};
    border-color: ${theme.color.success};
  }
  &[data-tone='unidentified'] {
    background: ${theme.color.warningBg};
    border-color: ${theme.color.warning};
  }
  &[data-tone='already'] {
    background: ${theme.color.primarySoft};
    border-color: ${theme.color.primary};
  }
  &[data-tone='error'] {
    background: ${theme.color.dangerBg};
    border-color: ${theme.color.danger};
  }
`;

const Big = styled.strong`
  display: block;
  font-size: 2.5rem;
  line-height: 1.1;
  word-break: break-word;
`;

const Small = styled.span`
  display: block;
  font-family: monospace;
  font-size: 1rem;
`;
