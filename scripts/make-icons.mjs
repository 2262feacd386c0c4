// Draws the app icons and manifest screenshots as PNGs (no image tooling needed).
// Run once after changing the drawing: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function png(width, height, pixel) {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x / width, y / height);
      const o = y * (width * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = 255;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BLUE = [11, 92, 173];
const WHITE = [255, 255, 255];
// An upward arrow (a parcel heading home) in the middle of the unit square, scaled by `s`.
const arrow = (s) => (u, v) => {
  const x = (u - 0.5) / s + 0.5;
  const y = (v - 0.5) / s + 0.5;
  const head = y >= 0.25 && y <= 0.62 && Math.abs(x - 0.5) <= (y - 0.25) * (0.25 / 0.37);
  const stem = y > 0.62 && y <= 0.8 && Math.abs(x - 0.5) <= 0.09;
  return head || stem ? WHITE : BLUE;
};

const out = 'shell/public/icons';
mkdirSync(out, { recursive: true });
writeFileSync(`${out}/icon-192.png`, png(192, 192, arrow(1)));
writeFileSync(`${out}/icon-512.png`, png(512, 512, arrow(1)));
writeFileSync(`${out}/icon-512-maskable.png`, png(512, 512, arrow(0.7)));
writeFileSync(
  `${out}/screenshot-wide.png`,
  png(1280, 720, (u, v) => arrow(0.5)(0.5 + (u - 0.5) * 1.78, v)),
);
writeFileSync(
  `${out}/screenshot-narrow.png`,
  png(720, 1280, (u, v) => arrow(0.5)(u, 0.5 + (v - 0.5) * 1.78)),
);
