import { describe, expect, it } from 'vitest';
import { measureSchema, rememberedShelf, rememberShelf, type MeasureInput } from './measures';

const good: MeasureInput = {
  weightKg: '1,25',
  lengthCm: '30',
  widthCm: '20',
  heightCm: '10.5',
  shelf: ' A-01 ',
  customerCode: ' c10023 ',
};

describe('the bench measures', () => {
  it('read a comma as a decimal point, trim the shelf and upper-case the customer code', () => {
    expect(measureSchema.parse(good)).toEqual({
      weightKg: 1.25,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10.5,
      shelf: 'A-01',
      customerCode: 'C10023',
    });
  });

  it.each([
    ['weightKg', '0'],
    ['weightKg', '300'],
    ['weightKg', 'abc'],
    ['lengthCm', '0'],
    ['heightCm', '1001'],
    ['customerCode', 'C-1'],
  ])('refuse %s = %s with the field’s message', (field, value) => {
    const result = measureSchema.safeParse({ ...good, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('take a side up to the 1000 cm the inbound route accepts', () => {
    expect(measureSchema.parse({ ...good, lengthCm: '1000' }).lengthCm).toBe(1000);
  });

  it('allow no customer code (most parcels have none written)', () => {
    expect(measureSchema.parse({ ...good, customerCode: '' }).customerCode).toBe('');
  });

  it('remember the last shelf', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(rememberedShelf(storage)).toBe('');
    rememberShelf('B-07', storage);
    expect(rememberedShelf(storage)).toBe('B-07');
  });
});
