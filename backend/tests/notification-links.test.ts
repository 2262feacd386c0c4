import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const hooks = join(__dirname, '..', 'pb_hooks');
/** The customer pages of DESIGN section 2.1 a notification may point at. */
const PAGES =
  /^\/account\/(dashboard|order|parcel|fulfillment|transaction|recharge|refund|conversation|notify|complain(\/[^/?]+)?)(\?id=.*)?$/;

describe('notification links', () => {
  it('point only at pages that exist (DESIGN 2.1), never at old paths', () => {
    const files = [...readdirSync(hooks), ...readdirSync(join(hooks, 'lib')).map((f) => `lib/${f}`)].filter((f) =>
      f.endsWith('.js'),
    );
    const links: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(hooks, file), 'utf8');
      for (const [, link] of text.matchAll(/[`'](\/account[^`']*)[`']/g)) links.push(link as string);
    }
    expect(links.length).toBeGreaterThan(5);
    const examples = links.map((l) => l.replace(/\$\{[^}]+\}/g, 'abc123def456ghi'));
    expect(examples.filter((l) => !PAGES.test(l))).toEqual([]);
  });
});
