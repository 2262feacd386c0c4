import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { qrDrawing } from './qr-path';

describe('qrDrawing', () => {
  it('draws every dark module of the code, inside a four-module quiet zone', () => {
    const text = '00020101021238570010A000000727012700069704220113VQRQABRLS04480208QRIBFTTA5303704540420005802VN';
    const reference = qrcode(0, 'M');
    reference.addData(text, 'Byte');
    reference.make();
    const count = reference.getModuleCount();
    const drawing = qrDrawing(text);
    expect(drawing.size).toBe(count + 8);

    const drawn = new Set<string>();
    for (const [, x, y, run] of drawing.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(run); i += 1) drawn.add(`${Number(y) - 4},${Number(x) - 4 + i}`);
    }
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) {
        expect(drawn.has(`${row},${col}`)).toBe(reference.isDark(row, col));
      }
    }
  });
});
