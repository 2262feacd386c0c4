import { describe, expect, it } from 'vitest';
import { formatWeight } from './weight';

describe('formatWeight', () => {
  it('shows a sum of floats without its noise', () => {
    expect(formatWeight(1.2 + 1.7)).toBe('2.9');
    expect(formatWeight(0.1 + 0.2)).toBe('0.3');
  });

  it('keeps what the scale recorded, to 0.01 kg, and nothing more', () => {
    expect(formatWeight(1.25)).toBe('1.25');
    expect(formatWeight(3)).toBe('3');
    expect(formatWeight(2.3456)).toBe('2.35');
  });

  it('writes numbers as the reader does', () => {
    expect(formatWeight(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatWeight(1234.5, 'vi-VN')).toBe('1.234,5');
    expect(formatWeight(2.9000000000000004, 'vi-VN')).toBe('2,9');
  });

  it('shows 0 for a weight not measured yet', () => {
    expect(formatWeight(Number.NaN)).toBe('0');
    expect(formatWeight(0)).toBe('0');
  });
});
