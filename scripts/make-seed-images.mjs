// Draws the demo catalog's product and collection pictures as small PNGs into backend/seed-assets/
// (deterministic, so rerunning changes nothing).
// The demo seed (backend/pb_hooks/lib/seed.js) attaches them. Run after changing the drawing or
// the catalog: node scripts/make-seed-images.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawPng as png } from './lib/png.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'backend/seed-assets');
const SIZE = 240;

/** A stable pseudo-random sequence from a string, so each picture is different but never changes. */
function seeded(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    h = (Math.imul(h, 1664525) + 1013904223) >>> 0;
    return h / 2 ** 32;
  };
}

const hsl = (h, s, l) => {
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
};

/** Shapes inside the unit square: true when (u, v) is inside. */
const SHAPES = {
  circle: (u, v) => (u - 0.5) ** 2 + (v - 0.52) ** 2 < 0.09,
  box: (u, v) => Math.abs(u - 0.5) < 0.28 && Math.abs(v - 0.55) < 0.22,
  bag: (u, v) =>
    (Math.abs(u - 0.5) < 0.27 && v > 0.38 && v < 0.8) ||
    ((u - 0.5) ** 2 + (v - 0.38) ** 2 < 0.02 && (u - 0.5) ** 2 + (v - 0.38) ** 2 > 0.01 && v < 0.38),
  bottle: (u, v) => (Math.abs(u - 0.5) < 0.13 && v > 0.38 && v < 0.82) || (Math.abs(u - 0.5) < 0.05 && v > 0.2),
  shoe: (u, v) => (v > 0.55 && v < 0.72 && u > 0.2 && u < 0.82) || (u > 0.2 && u < 0.45 && v > 0.35 && v < 0.72),
  phone: (u, v) =>
    Math.abs(u - 0.5) < 0.17 && Math.abs(v - 0.5) < 0.3 && !(Math.abs(u - 0.5) < 0.13 && Math.abs(v - 0.48) < 0.22),
  shirt: (u, v) =>
    (Math.abs(u - 0.5) < 0.18 && v > 0.3 && v < 0.8) || (v > 0.3 && v < 0.45 && Math.abs(u - 0.5) < 0.33),
  cup: (u, v) =>
    (Math.abs(u - 0.47) < 0.17 && v > 0.35 && v < 0.75) ||
    ((u - 0.66) ** 2 + (v - 0.52) ** 2 < 0.012 && (u - 0.66) ** 2 + (v - 0.52) ** 2 > 0.004),
};

function drawing(name, shape) {
  const random = seeded(name);
  const hue = Math.floor(random() * 360);
  const background = hsl(hue, 0.55, 0.9);
  const band = hsl(hue, 0.45, 0.8);
  const ink = hsl((hue + 180 + random() * 60) % 360, 0.6, 0.45);
  const stripes = 4 + Math.floor(random() * 5);
  const inside = SHAPES[shape] ?? SHAPES.box;
  return (u, v) => {
    if (inside(u, v)) return ink;
    return Math.floor((u + v) * stripes) % 2 === 0 ? background : band;
  };
}

// The catalog (names and shapes) is the seed's: read it from there so the two never drift.
const catalog = JSON.parse(readFileSync(join(root, 'backend/pb_hooks/lib/seed-catalog.json'), 'utf8'));
mkdirSync(join(out, 'products'), { recursive: true });
mkdirSync(join(out, 'collections'), { recursive: true });
mkdirSync(join(out, 'pictures'), { recursive: true });
let total = 0;
for (const product of catalog.products) {
  const file = png(SIZE, SIZE, drawing(product.image, product.shape));
  writeFileSync(join(out, 'products', `${product.image}.png`), file);
  total += file.length;
}
for (const collection of catalog.collections) {
  const file = png(SIZE * 2, SIZE, drawing(collection.slug, collection.shape));
  writeFileSync(join(out, 'collections', `${collection.slug}.png`), file);
  total += file.length;
}
// Inbound photos of parcels and a bank-transfer receipt for the recharges.
for (const picture of catalog.pictures) {
  const file = png(SIZE, SIZE, drawing(picture.name, picture.shape));
  writeFileSync(join(out, 'pictures', `${picture.name}.png`), file);
  total += file.length;
}
console.log(
  `Wrote ${catalog.products.length + catalog.collections.length + catalog.pictures.length} images, ${(total / 1024).toFixed(1)} KiB in all`,
);
