// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pb } from '../pocketbase/client';
import {
  addWords,
  currentLanguage,
  i18n,
  initI18n,
  registerNamespace,
  setLanguage,
  type Catalog,
  type Language,
} from './i18n';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

async function headersOfNextRequest(): Promise<Record<string, string>> {
  const sent = await pb.beforeSend?.('http://api.test/api/collections/orders/records', {
    headers: { Authorization: 'token' },
  });
  return (sent as { options: { headers: Record<string, string> } }).options.headers;
}

describe('setLanguage', () => {
  it('remembers the choice and sends it as Accept-Language on the next request', async () => {
    expect((await headersOfNextRequest())['Accept-Language']).toBe('en');

    await setLanguage('vi');

    expect(localStorage.getItem('fwd-language')).toBe('vi');
    expect(currentLanguage()).toBe('vi');
    const headers = await headersOfNextRequest();
    expect(headers['Accept-Language']).toBe('vi');
    expect(headers.Authorization).toBe('token');
  });
});

describe('registerNamespace', () => {
  it('loads the namespace for the current language, and for a new language on setLanguage', async () => {
    const catalogs: Record<Language, Catalog> = { en: { hello: 'Hello' }, vi: { hello: 'Xin chào' } };
    const load = vi.fn(async (language: Language) => catalogs[language]);

    await registerNamespace('demo', load);

    expect(load).toHaveBeenCalledExactlyOnceWith('en');
    expect(i18n.t('demo:hello')).toBe('Hello');

    await setLanguage('vi');

    expect(load).toHaveBeenLastCalledWith('vi');
    expect(i18n.t('demo:hello')).toBe('Xin chào');
  });

  it('loads a namespace registered while a switch is loading for the language switched to', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    await registerNamespace('slow', async (language) => {
      if (language === 'vi') await slow;
      return { word: language };
    });
    const switching = setLanguage('vi');
    await registerNamespace('late', async (language) => ({ word: language }));
    release();
    await switching;
    expect(i18n.t('late:word')).toBe('vi');
  });
});

describe('addWords', () => {
  it('merges a part into its namespace once per language, and into each language switched to later', async () => {
    await registerNamespace('shop', async (language) => ({ title: language === 'en' ? 'Shop' : 'Cửa hàng' }));
    const catalogs: Record<Language, Catalog> = { en: { cart: { empty: 'Empty' } }, vi: { cart: { empty: 'Trống' } } };
    const load = vi.fn(async (language: Language) => catalogs[language]);

    await Promise.all([addWords('shop', 'cart', load), addWords('shop', 'cart', load)]);

    expect(load).toHaveBeenCalledExactlyOnceWith('en');
    expect(i18n.t('shop:cart.empty')).toBe('Empty');
    expect(i18n.t('shop:title')).toBe('Shop');

    await setLanguage('vi');
    expect(i18n.t('shop:cart.empty')).toBe('Trống');
    expect(i18n.t('shop:title')).toBe('Cửa hàng');

    await setLanguage('en');
    await addWords('shop', 'cart', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries a part again after its load failed', async () => {
    const load = vi
      .fn<(language: Language) => Promise<Catalog>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ later: 'Later' });

    await expect(addWords('retry', 'part', load)).rejects.toThrow('offline');
    await addWords('retry', 'part', load);

    expect(i18n.t('retry:later')).toBe('Later');
  });
});
