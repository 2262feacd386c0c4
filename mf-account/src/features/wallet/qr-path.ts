import qrcode from 'qrcode-generator';

/** A QR code as one SVG path of its dark modules, with the quiet zone scanners need around it. */
export interface QrDrawing {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** The dark modules, one rectangle per horizontal run. */
  path: string;
}

const QUIET_ZONE = 4;

/** Draws `text` as a QR code (error correction M, the smallest version that holds it). */
export function qrDrawing(text: string): QrDrawing {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col += 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: parts.join('') };
}
