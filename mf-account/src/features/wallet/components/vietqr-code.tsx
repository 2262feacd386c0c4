import { theme } from '@fwd/shared-ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { qrDrawing } from '../qr-path';

/** A scannable QR code of `payload`, named for screen readers by `label`. */
export function VietQrCode({ payload, label }: { payload: string; label: string }) {
  const drawing = useMemo(() => qrDrawing(payload), [payload]);
  return (
    <Svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      width={240}
      height={240}
      data-payload={payload}
    >
      <rect width={drawing.size} height={drawing.size} fill="#ffffff" />
      <path d={drawing.path} fill="#000000" />
    </Svg>
  );
}

const Svg = styled.svg`
  display: block;
  shape-rendering: crispEdges;
  width: min(240px, 100%);
  height: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
`;
