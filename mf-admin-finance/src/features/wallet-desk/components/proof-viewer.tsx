import { useFileUrl, useTranslation } from '@fwd/shared-contracts';
import { Button, Dialog, Row, Skeleton, theme } from '@fwd/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { isPdf } from '@fwd/shared-contracts/domains/wallet';
import type { RechargeRow } from '../api/wallet-desk';

const ZOOMS = [1, 1.5, 2, 3];

/** The transfer proof at full size, with zoom in and out (a PDF opens in a new tab instead). */
export function ProofViewer({ recharge, onClose }: { recharge: RechargeRow; onClose: () => void }) {
  const { t } = useTranslation('finance');
  const [zoom, setZoom] = useState(0);
  // The proof is a protected file: its address carries the file token, renewed while it is open.
  const url = useFileUrl(recharge, 'proof', recharge.proof);
  const title = t('walletDesk.proof.title', { reference: recharge.reference });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      {!url ? (
        <Skeleton lines={6} />
      ) : isPdf(recharge.proof) ? (
        <a href={url} target="_blank" rel="noreferrer">
          {t('walletDesk.proof.openPdf')}
        </a>
      ) : (
        <>
          <Row $gap={2}>
            <Button type="button" $variant="secondary" disabled={zoom === 0} onClick={() => setZoom(zoom - 1)}>
              {t('walletDesk.proof.zoomOut')}
            </Button>
            <span aria-live="polite">{t('walletDesk.proof.zoom', { percent: ZOOMS[zoom]! * 100 })}</span>
            <Button
              type="button"
              $variant="secondary"
              disabled={zoom === ZOOMS.length - 1}
              onClick={() => setZoom(zoom + 1)}
            >
              {t('walletDesk.proof.zoomIn')}
            </Button>
          </Row>
          {/* Scrolls when zoomed in: focusable so the keyboard can scroll it too. */}
          <Frame tabIndex={0} aria-label={t('walletDesk.proof.scroll')}>
            <img
              src={url}
              alt={t('walletDesk.proof.alt', { reference: recharge.reference })}
              style={{ width: `${ZOOMS[zoom]! * 100}%` }}
            />
          </Frame>
        </>
      )}
    </Dialog>
  );
}

const Frame = styled.div`
  margin-top: ${theme.space(3)};
  max-height: 70vh;
  overflow: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};

  img {
    display: block;
    max-width: none;
  }
`;
