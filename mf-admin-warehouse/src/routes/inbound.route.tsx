import { errorMessage, useAuth, useTranslation } from '@fwd/shared-contracts';
import type { InboundParcelResponse } from '@fwd/shared-contracts/api';
import { Button, loadControls, loadDataKit, Page, Stack, theme } from '@fwd/shared-ui';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { ScanField } from '../components/scan-field';
import { playTone } from '../components/sound';
import { lookUpScan as lookUp } from '@fwd/shared-contracts/domains/parcels';
import { BenchList } from '../features/inbound/components/bench-list';
import { MeasureForm } from '../features/inbound/components/measure-form';
import { ScanResult, toneOf, type BenchResult } from '../features/inbound/components/scan-result';
import { isScanCode } from '../scan-code';

const CameraScanner = lazy(() => import('../components/camera-scanner').then((m) => ({ default: m.CameraScanner })));

export async function loader() {
  await Promise.all([loadDataKit(), loadControls()]);
  return null;
}

/**
 * /admin/wh/inbound: scan-first receiving. The focus lives in the scan field: a scan shows at once
 * whose parcel it is (or UNIDENTIFIED, or already received: when and by whom) with its own sound
 * and colour; then weight, size, shelf, the customer code written on it and photos; Enter saves and
 * the focus is back in the scan field. Today's parcels of this bench are listed, the last undoable.
 */
export function Component() {
  const { t } = useTranslation('warehouse');
  const staffId = useAuth((s) => (s.kind === 'staff' ? (s.record?.id ?? '') : ''));
  const scanField = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<BenchResult | null>(null);
  const [lastId, setLastId] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const asked = useRef(0);

  const scan = useCallback(
    async (code: string) => {
      if (!isScanCode(code)) {
        playTone('error');
        setResult({ kind: 'error', code, message: t('inbound.errors.code') });
        return;
      }
      const ticket = ++asked.current;
      setResult({ kind: 'looking', code });
      try {
        const lookup = await lookUp(code);
        if (ticket !== asked.current) return;
        const tone = toneOf(lookup);
        playTone(tone);
        setResult({ kind: 'found', code, lookup, tone });
      } catch (error) {
        if (ticket !== asked.current) return;
        playTone('error');
        setResult({ kind: 'error', code, message: errorMessage(error) });
      }
    },
    [t],
  );

  function saved(parcel: InboundParcelResponse, lookupName: string) {
    const unidentified = parcel.status === 'unidentified';
    playTone(unidentified ? 'unidentified' : 'matched');
    setResult({ kind: 'saved', code: parcel.tracking_code, owner: lookupName, unidentified, review: parcel.in_review });
    setLastId(parcel.id);
    scanField.current?.focus();
  }

  const ready = result?.kind === 'found' && result.tone !== 'already' ? result : null;
  return (
    <Page>
      <Layout>
        <Stack $gap={4}>
          <ScanLine>
            <ScanField ref={scanField} label={t('inbound.scan')} onScan={(code) => void scan(code)} />
            <Button type="button" $variant="secondary" onClick={() => setCamera(true)}>
              {t('camera.open')}
            </Button>
          </ScanLine>
          <ScanResult result={result} />
          {ready && (
            <MeasureForm
              key={ready.code}
              code={ready.code}
              onSaved={(parcel) => saved(parcel, parcel.marked_code || (ready.lookup.customer?.code ?? ''))}
            />
          )}
        </Stack>
        <BenchList
          staffId={staffId}
          lastId={lastId}
          onUndone={() => {
            setLastId(null);
            setResult(null);
            scanField.current?.focus();
          }}
        />
      </Layout>
      {camera && (
        <Suspense fallback={null}>
          <CameraScanner
            onClose={() => setCamera(false)}
            onCode={(code) => {
              setCamera(false);
              void scan(code.trim().toUpperCase());
            }}
          />
        </Suspense>
      )}
    </Page>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${theme.space(6)};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ScanLine = styled.div`
  display: flex;
  align-items: end;
  gap: ${theme.space(2)};
  > :first-child {
    flex: 1;
  }
`;
