import {
  ContractMismatchError,
  createMemoryRouter,
  data,
  initI18n,
  registerCatalogs,
  REMOTE_AREAS,
  setLanguage,
} from '@fwd/shared-contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/pages.en.json';
import vi from '../i18n/pages.vi.json';
import { RemoteUnavailableError } from '../remotes/remote-errors';
import { normalizeError } from './normalize-error';

/** The error a loader throws, as the router hands it to the error view. */
async function routeError(thrown: unknown): Promise<unknown> {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader: () => {
          throw thrown;
        },
        element: null,
      },
    ],
    { initialEntries: ['/no-such-page'] },
  );
  await router.initialize().navigate('/no-such-page');
  const error = Object.values(router.state.errors ?? {})[0];
  router.dispose();
  return error;
}

const finance = REMOTE_AREAS.find((area) => area.id === 'admin-finance')!;

beforeAll(async () => {
  // Area names come from the lead's catalogs (`shell:areas.*`); only the one used here is stubbed.
  registerCatalogs('shell', {
    en: { ...en, areas: { 'admin-finance': 'Finance' } },
    vi: { ...vi, areas: { 'admin-finance': 'Tài chính' } },
  });
  await initI18n('en');
});

afterEach(() => setLanguage('en'));

describe('normalizeError', () => {
  it('names the missing path of a 404 without a message of its own', async () => {
    const view = normalizeError(
      await routeError(data(null, { status: 404, statusText: 'Not Found' })),
      '/no-such-page',
    );
    expect(view).toEqual({ status: 404, message: 'Page not found: /no-such-page', kind: 'not-found' });
  });

  it('keeps the message a loader gave its error response', async () => {
    const view = normalizeError(await routeError(data('Order not found', { status: 404 })), '/x');
    expect(view.message).toBe('Order not found');
  });

  it('explains an unavailable remote by its area name in the current language', async () => {
    expect(normalizeError(new RemoteUnavailableError(finance), '/admin/finance').message).toBe(
      'Finance could not be loaded. The rest of the app still works; try again in a moment.',
    );
    await setLanguage('vi');
    expect(normalizeError(new RemoteUnavailableError(finance), '/admin/finance').message).toMatch(
      /^Không tải được mục Tài chính\./,
    );
  });

  it('explains a contract mismatch with both versions', () => {
    const view = normalizeError(new ContractMismatchError('admin-finance', 7), '/admin/finance');
    expect(view.kind).toBe('contract');
    expect(view.message).toMatch(
      /^The admin-finance module speaks contract version 7, but this app needs version \d+\./,
    );
  });

  it('shows a failed code download as a connection problem in Vietnamese when chosen', async () => {
    await setLanguage('vi');
    const view = normalizeError(new TypeError('Failed to fetch dynamically imported module: /a.js'), '/');
    expect(view).toEqual({
      status: 503,
      message: 'Không tải được một phần của ứng dụng. Hãy kiểm tra kết nối mạng và thử lại.',
      kind: 'chunk',
    });
  });
});
