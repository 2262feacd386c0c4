import { useTranslation } from '@fwd/shared-contracts';
import { Button, Dialog, FormAlert, Stack } from '@fwd/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/**
 * Reads a barcode with the device camera: the browser's BarcodeDetector where it exists, else
 * ZXing, loaded only now (the bench's pages do not carry it). Calls `onCode` once and closes.
 */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation('warehouse');
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string>();
  // The page's handler may change on each render; the camera starts once.
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    const found = (code: string) => {
      if (stopped) return;
      stopped = true;
      stop();
      handler.current(code);
    };
    void (async () => {
      try {
        const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
        if (Native && video.current) {
          const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
          stop = () => stream.getTracks().forEach((track) => track.stop());
          video.current.srcObject = stream;
          await video.current.play();
          const detector = new Native({ formats: ['code_128', 'code_39', 'ean_13', 'qr_code'] });
          while (!stopped) {
            const codes = await detector.detect(video.current);
            if (codes[0]) found(codes[0].rawValue);
            await new Promise((resolve) => setTimeout(resolve, 150));
          }
          return;
        }
        const { BrowserMultiFormatReader } = await import('@zxing/browser');
        if (stopped || !video.current) return;
        const controls = await new BrowserMultiFormatReader().decodeFromVideoDevice(
          undefined,
          video.current,
          (result) => {
            if (result) found(result.getText());
          },
        );
        stop = () => controls.stop();
        if (stopped) stop();
      } catch {
        setProblem(t('camera.unavailable'));
      }
    })();
    return () => {
      stopped = true;
      stop();
    };
  }, [t]);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('camera.title')}
      footer={
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('camera.close')}
        </Button>
      }
    >
      <Stack $gap={2}>
        <FormAlert message={problem} />
        <Video ref={video} muted playsInline aria-label={t('camera.preview')} />
      </Stack>
    </Dialog>
  );
}

const Video = styled.video`
  width: 100%;
  max-height: 60vh;
  background: #000;
`;
