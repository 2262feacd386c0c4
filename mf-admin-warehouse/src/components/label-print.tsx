import { useTranslation } from '@fwd/shared-contracts';
import { Button, Dialog, Skeleton } from '@fwd/shared-ui';
import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { PrintSheet, type Paper } from './print-sheet';

const labels = () => import('./labels');
export const ParcelLabel = lazy(() => labels().then((m) => ({ default: m.ParcelLabel })));
export const ShipmentLabel = lazy(() => labels().then((m) => ({ default: m.ShipmentLabel })));

/** A label shown for a check, with Print: the browser prints the label alone on a 100×150 mm page. */
export function LabelPrint(props: { title: string; onClose: () => void; children: ReactNode }) {
  return <PrintDialog paper="label" {...props} />;
}

/** A sheet previewed in a dialog, with Print: the browser prints the sheet alone on its paper. */
export function PrintDialog({
  title,
  paper,
  onClose,
  children,
}: {
  title: string;
  paper: Paper;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('warehouse');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('labels.close')}
          </Button>
          <Button type="button" onClick={() => window.print()}>
            {t('labels.print')}
          </Button>
        </>
      }
    >
      <Suspense fallback={<Skeleton lines={6} />}>
        <Preview data-paper={paper}>{children}</Preview>
        <PrintSheet paper={paper}>{children}</PrintSheet>
      </Suspense>
    </Dialog>
  );
}

const Preview = styled.div`
  overflow: auto;
  &[data-paper='label'] {
    display: flex;
    justify-content: center;
  }
  &[data-paper='a4'] {
    max-height: 60vh;
  }
`;
