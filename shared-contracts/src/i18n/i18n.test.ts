// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pb } from '../pocketbase/client';
import { currentLanguage, i18n, initI18n, registerNamespace, setLanguage, type Catalog, type Language } from './i18n';

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
});
