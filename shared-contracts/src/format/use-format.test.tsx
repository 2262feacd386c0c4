// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n, setLanguage } from '../i18n/i18n';
import { useFormat } from './use-format';

describe('useFormat', () => {
  it('gives the same formatters across renders until the language changes', async () => {
    await initI18n();
    await act(() => setLanguage('en'));
    const { result, rerender } = renderHook(() => useFormat());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first.money(250_000, 'VND')).toMatch(/250,000/);
    await act(() => setLanguage('vi'));
    rerender();
    expect(result.current).not.toBe(first);
    expect(result.current.locale).toBe('vi-VN');
    await act(() => i18n.changeLanguage('en'));
  });
});
