import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef } from 'react';

/**
 * A Code 128 barcode of `value` as SVG (sharp in print); the code is written under the bars too.
 * Loaded with the labels only (see labels.tsx).
 */
export function Barcode({ value, label, height = 70 }: { value: string; label: string; height?: number }) {
  const svg = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, value, { format: 'CODE128', height, width: 2, margin: 10, fontSize: 18 });
  }, [value, height]);
  return <svg ref={svg} role="img" aria-label={label} data-barcode={value} />;
}
