import { describe, expect, it } from 'vitest';
import { packSchema } from './pack-form';

describe('the packed box', () => {
  it('needs a weight and takes a size of all three sides or none', () => {
    expect(packSchema.parse({ weightKg: '2,5', lengthCm: '', widthCm: '', heightCm: '' })).toEqual({ weightKg: 2.5 });
    expect(packSchema.parse({ weightKg: '3', lengthCm: '40', widthCm: '30', heightCm: '20' })).toMatchObject({
      lengthCm: 40,
    });
    const partial = packSchema.safeParse({ weightKg: '3', lengthCm: '40', widthCm: '', heightCm: '' });
    expect(partial.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['heightCm', 'widthCm']);
    expect(packSchema.safeParse({ weightKg: '0', lengthCm: '', widthCm: '', heightCm: '' }).success).toBe(false);
  });

  it('takes a side up to the 1000 cm the transition route accepts, not more', () => {
    const box = (side: string) =>
      packSchema.safeParse({ weightKg: '3', lengthCm: side, widthCm: '30', heightCm: '20' });
    expect(box('1000').data?.lengthCm).toBe(1000);
    expect(box('1001').error?.issues[0]?.path).toEqual(['lengthCm']);
  });
});
