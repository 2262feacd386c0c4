import { describe, expect, it } from 'vitest';
import { emptyManualItem, isWebLink, MANUAL_MESSAGE_KEYS, manualItemSchema } from './manual-item-schema';

const row = (values: Partial<ReturnType<typeof emptyManualItem>>) => ({
  ...emptyManualItem('https://item.taobao.com/item.htm?id=1'),
  title: 'Wool scarf',
  unit_price_src: 4550,
  ...values,
});

const messages = (values: Partial<ReturnType<typeof emptyManualItem>>) => {
  const result = manualItemSchema.safeParse(row(values));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('manualItemSchema', () => {
  it('turns a valid row into what the server stores', () => {
    expect(manualItemSchema.parse(row({ qty: ' 3 ', variant: ' Red ', note: '' }))).toEqual({
      link: 'https://item.taobao.com/item.htm?id=1',
      title: 'Wool scarf',
      variant: 'Red',
      qty: 3,
      unit_price_src: 4550,
      image_url: '',
      note: '',
    });
  });

  it('takes http(s) links only', () => {
    expect(isWebLink('http://shop.test/a')).toBe(true);
    expect(isWebLink('ftp://shop.test/a')).toBe(false);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('https://shop test/a')).toBe(false);
    expect(messages({ link: '' }).link).toBe(MANUAL_MESSAGE_KEYS.linkRequired);
    expect(messages({ link: 'shop.test/item' }).link).toBe(MANUAL_MESSAGE_KEYS.linkInvalid);
    expect(messages({ image_url: 'data:image/png;base64,AA' }).image_url).toBe(MANUAL_MESSAGE_KEYS.imageInvalid);
  });

  it('needs a title of at most 200 characters and a variant of at most 100', () => {
    expect(messages({ title: '  ' }).title).toBe(MANUAL_MESSAGE_KEYS.titleRequired);
    expect(messages({ title: 'x'.repeat(201) }).title).toBe(MANUAL_MESSAGE_KEYS.titleTooLong);
    expect(messages({ variant: 'x'.repeat(101) }).variant).toBe(MANUAL_MESSAGE_KEYS.variantTooLong);
  });

  it('needs a quantity from 1 to 999', () => {
    for (const qty of ['0', '1000', '', '1.5', '-2']) expect(messages({ qty }).qty).toBe(MANUAL_MESSAGE_KEYS.qty);
    expect(messages({ qty: '999' }).qty).toBeUndefined();
  });

  it('needs a unit price above 0 in minor units', () => {
    expect(messages({ unit_price_src: null }).unit_price_src).toBe(MANUAL_MESSAGE_KEYS.priceRequired);
    expect(messages({ unit_price_src: 0 }).unit_price_src).toBe(MANUAL_MESSAGE_KEYS.pricePositive);
    expect(messages({ unit_price_src: 100_000_001 }).unit_price_src).toBe(MANUAL_MESSAGE_KEYS.priceTooLarge);
  });

  it('keeps notes to 500 characters', () => {
    expect(messages({ note: 'x'.repeat(501) }).note).toBe(MANUAL_MESSAGE_KEYS.noteTooLong);
    expect(messages({ note: 'x'.repeat(500) }).note).toBeUndefined();
  });
});
