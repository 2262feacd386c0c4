// Draws the app icons and manifest screenshots as PNGs.
// Run once after changing the drawing: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { drawPng as png } from './lib/png.mjs';

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
