import { describe, expect, it } from 'vitest';
import {
  checkoutHref,
  chosenIds,
  groupByShop,
  itemHref,
  parseItemsParam,
  parseQty,
  selectionOf,
  setMany,
  topUpHref,
} from './cart-rules';

const ID_A = 'aaaaaaaaaaaaaa1';
const ID_B = 'bbbbbbbbbbbbbb2';

describe('groupByShop', () => {
  it('keeps shops and items in the order the server sorted them, one group per shop', () => {
    const groups = groupByShop([
      { id: '1', shop: 'Taobao A' },
      { id: '2', shop: 'Taobao A' },
      { id: '3', shop: '1688 B' },
      { id: '4', shop: ' Taobao A ' },
      { id: '5', shop: '' },
    ]);
    expect(groups.map((group) => [group.shop, group.items.map((item) => item.id)])).toEqual([
      ['Taobao A', ['1', '2', '4']],
      ['1688 B', ['3']],
      ['', ['5']],
    ]);
  });
});

describe('parseQty', () => {
  it('takes whole numbers from 1 to 999 and nothing else', () => {
    expect(parseQty(' 12 ')).toBe(12);
    expect(parseQty('999')).toBe(999);
    for (const text of ['', '0', '1000', '1.5', '-1', 'two', '1e2']) expect(parseQty(text)).toBeNull();
  });
});

describe('selection', () => {
  it('adds and takes out many ids at once, and tells all, some or none', () => {
    const some = setMany(new Set(['x']), ['a', 'b'], true);
    expect([...some].sort()).toEqual(['a', 'b', 'x']);
    expect(selectionOf(some, ['a', 'b'])).toBe('all');
    const less = setMany(some, ['b'], false);
    expect(selectionOf(less, ['a', 'b'])).toBe('some');
    expect(selectionOf(less, ['b', 'c'])).toBe('none');
  });
});

describe('chosenIds', () => {
  it('chooses every item the cart holds now but those unticked in it, and nothing the cart no longer holds', () => {
    // An item added elsewhere (c) is chosen; an item bought meanwhile (gone) never is.
    expect(chosenIds(['a', 'b', 'c'], new Set(['b', 'gone']))).toEqual(['a', 'c']);
    expect(chosenIds(['a'], new Set())).toEqual(['a']);
    expect(chosenIds([], new Set(['a']))).toEqual([]);
  });
});

describe('parseItemsParam', () => {
  it('reads record ids once each, in order', () => {
    expect(parseItemsParam(`${ID_A},${ID_B},${ID_A}`)).toEqual({ ids: [ID_A, ID_B], malformed: false });
  });

  it('refuses an empty list, a malformed id or more than checkout takes', () => {
    expect(parseItemsParam(null).malformed).toBe(true);
    expect(parseItemsParam(',').malformed).toBe(true);
    expect(parseItemsParam(`${ID_A},x' || 1=1`)).toEqual({ ids: [], malformed: true });
    const many = Array.from({ length: 201 }, (_, i) => String(i).padStart(15, 'a'));
    expect(parseItemsParam(many.join(',')).malformed).toBe(true);
  });
});

describe('links', () => {
  it('sends checkout the ids and a top-up the exact amount with the way back', () => {
    expect(checkoutHref([ID_A, ID_B])).toBe(`/account/checkout?items=${ID_A},${ID_B}`);
    const href = topUpHref(125_000, [ID_A, ID_B]);
    expect(href).toBe(
      `/account/recharge?amount=125000&return=${encodeURIComponent(`/account/checkout?items=${ID_A},${ID_B}`)}`,
    );
    const url = new URL(href, 'http://app.test');
    expect(url.searchParams.get('return')).toBe(`/account/checkout?items=${ID_A},${ID_B}`);
  });

  it('leads a catalog item to its product page and a manual one to its shop page, never to another scheme', () => {
    expect(itemHref({ product: ID_A, link: 'https://shop.test/p/1' })).toEqual({
      to: `/account/product/${ID_A}`,
      external: false,
    });
    expect(itemHref({ product: '', link: 'https://shop.test/p/1' })).toEqual({
      to: 'https://shop.test/p/1',
      external: true,
    });
    expect(itemHref({ product: '', link: 'javascript:alert(1)' })).toBeNull();
  });
});
