// @vitest-environment happy-dom
import { CONTRACT_VERSION, pb, useAuth, useLoaderData, useTranslation, type RemoteApp } from '@fwd/shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { json, renderRoute } from './render-route';

function Whoami() {
  const { t } = useTranslation('probe');
  const kind = useAuth((s) => s.kind);
  const data = useLoaderData() as { greeting: string };
  return (
    <p>
      {t('hello')} {kind} {data.greeting}
    </p>
  );
}

/** A remote with one page per guard, reading its words and its loader data from the API. */
const probe: RemoteApp = {
  id: 'account',
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      path: 'account/probe',
      handle: { guard: 'customer', title: 'probe:hello' },
      loader: () => pb.send<{ greeting: string }>('/api/probe', {}),
      Component: Whoami,
    },
  ],
  nav: [],
  i18n: { namespace: 'probe', load: async (language) => ({ hello: language === 'vi' ? 'Xin chào' : 'Hello' }) },
};

const greet = (url: URL) => (url.pathname === '/api/probe' ? json({ greeting: 'from the stub' }) : undefined);

describe('renderRoute', () => {
  it("renders a remote's guarded page for a signed-in customer with its namespace and stubbed API", async () => {
    const page = await renderRoute({ app: probe, path: '/account/probe', session: 'customer', fetch: greet });
    expect(await page.findByText('Hello customer from the stub')).toBeTruthy();
    expect(page.router.state.matches.map((m) => m.route.id).slice(0, 3)).toEqual([
      'root',
      'layout-account',
      'account-guard-0',
    ]);
    expect(page.fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Accept-Language': 'en' });
    expect(page.unhandledRequests).toEqual([]);
  });

  it('speaks the language it is told, down to the API requests', async () => {
    const page = await renderRoute({
      app: probe,
      path: '/account/probe',
      session: 'customer',
      language: 'vi',
      fetch: greet,
    });
    expect(await page.findByText('Xin chào customer from the stub')).toBeTruthy();
    expect(page.fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Accept-Language': 'vi' });
  });

  it("runs the shell's guard: a visitor is sent to sign in before the page's loader asks the API", async () => {
    const page = await renderRoute({ app: probe, path: '/account/probe', fetch: greet });
    await vi.waitFor(() => expect(page.router.state.location.pathname).toBe('/login'));
    expect(page.router.state.location.search).toBe('?redirect=%2Faccount%2Fprobe');
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('lists the requests the test did not answer', async () => {
    const page = await renderRoute({ app: probe, path: '/account/probe', session: 'customer' });
    await vi.waitFor(() => expect(page.unhandledRequests).toEqual(['GET /api/probe']));
  });
});
