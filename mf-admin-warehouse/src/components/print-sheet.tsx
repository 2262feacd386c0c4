import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createGlobalStyle } from 'styled-components';

/** The paper a sheet is printed on: a 100×150 mm label, or A4 for a delivery note. */
export type Paper = 'label' | 'a4';

/**
 * What the browser prints while this is mounted: its children alone, on the given paper. On screen
 * it is hidden (the page shows its own preview); `window.print()` prints it.
 */
export function PrintSheet({ paper, children }: { paper: Paper; children: ReactNode }) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    element.dataset.printRoot = paper;
    document.body.append(element);
    setRoot(element);
    return () => element.remove();
  }, [paper]);
  return (
    <>
      <PrintStyle $paper={paper} />
      {root && createPortal(children, root)}
    </>
  );
}

const PrintStyle = createGlobalStyle<{ $paper: Paper }>`
  @media screen {
    [data-print-root] {
      display: none;
    }
  }
  @media print {
    @page {
      size: ${(p) => (p.$paper === 'label' ? '100mm 150mm' : 'A4')};
      margin: ${(p) => (p.$paper === 'label' ? '0' : '12mm')};
    }
    body > :not([data-print-root]) {
      display: none !important;
    }
    [data-print-root] {
      display: block;
      color: #000;
      background: #fff;
    }
  }
`;
