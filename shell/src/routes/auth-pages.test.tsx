// @vitest-environment happy-dom
import { createMemoryRouter, i18n, initI18n, pb, RouterProvider, type RouteObject } from '@fwd/shared-contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import pagesEn from '../i18n/pages.en.json';
import { json, testToken } from '../testing/render-route';
import * as adminLogin from './admin-login.route';
import * as confirmPassword from './confirm-password.route';
import * as forgotPassword from './forgot-password.route';
import * as login from './login.route';
import * as register from './register.route';

const ROUTES: RouteObject[] = [
  {
    hydrateFallbackElement: <p>Starting</p>,
    children: [
      { path: '/login', ...login },
      { path: '/admin/login', ...adminLogin },
      { path: '/register', ...register },
      { path: '/forgot-password', ...forgotPassword },
      { path: '/confirm-password/:token', ...confirmPassword },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  },
];

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/** Answers PocketBase's requests by path (`undefined`: the connection drops); keeps what was sent. */
function serve(answer: (path: string, body: Record<string, unknown>) => Response | undefined = () => undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://app.test').pathname;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      sent.push({ path, body });
      const response = answer(path, body);
      if (!response) throw new TypeError('Failed to fetch');
      return response;
    }),
  );
  return sent;
}

const signedIn = (collectionName: string, email: unknown) =>
  json({ token: testToken(), record: { id: 'someone00000001', collectionName, email } });

const refused = (message: string, data: Record<string, unknown> = {}) => json({ status: 400, message, data }, 400);

async function open(path: string) {
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('button', { name: /Log in|Sign in|Sign up|Send reset link|Save new password/ });
  return router;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The message shown under a field (linked to it by aria-describedby). */
function errorOf(label: string): string {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

beforeAll(async () => {
  await initI18n('en');
  i18n.addResourceBundle('en', 'shell', { ...en, ...pagesEn }, true, true);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  pb.authStore.clear();
});

describe('/login', () => {
  it('explains an empty form next to its fields and sends nothing', async () => {
    const sent = serve();
    await open('/login');
    press('Log in');
    await waitFor(() => expect(errorOf('Email')).toContain('Please enter your email'));
    expect(errorOf('Password')).toContain('Please enter your password');
    expect(sent).toEqual([]);
  });

  it('signs a customer in and goes back to the page that sent them', async () => {
    const sent = serve((path, body) =>
      path === '/api/collections/users/auth-with-password' ? signedIn('users', body.identity) : undefined,
    );
    const router = await open('/login?redirect=%2Faccount%2Forder');
    type('Email', 'lan@example.test');
    type('Password', 'correct-horse-42');
    press('Log in');
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/account/order');
    expect(sent).toEqual([
      {
        path: '/api/collections/users/auth-with-password',
        body: { identity: 'lan@example.test', password: 'correct-horse-42' },
      },
    ]);
    expect(pb.authStore.record?.collectionName).toBe('users');
  });
});

describe('/admin/login', () => {
  it('tells staff who resets a password, and sends a customer to their own sign-in', async () => {
    serve();
    const router = await open('/admin/login');
    expect(screen.getByText('Forgotten your password? Ask an admin of your team to reset it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Customers sign in here' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('signs a staff member in to the back office', async () => {
    const sent = serve((path, body) =>
      path === '/api/collections/staff/auth-with-password' ? signedIn('staff', body.identity) : undefined,
    );
    const router = await open('/admin/login');
    expect(field('Email').autocomplete).toBe('username');
    type('Email', 'wh@staff.test');
    type('Password', 'correct-horse-42');
    press('Sign in');
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/admin');
    expect(sent.map((request) => request.path)).toEqual(['/api/collections/staff/auth-with-password']);
  });

  it("shows the server's refusal above the form and stays", async () => {
    serve(() => refused('Failed to authenticate.'));
    const router = await open('/admin/login');
    type('Email', 'wh@staff.test');
    type('Password', 'not-the-password');
    press('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to authenticate.');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });
});

describe('/register', () => {
  it('asks for a long enough password, naming the least length', async () => {
    const sent = serve();
    await open('/register');
    type('Full name', 'Minh Tran');
    type('Email', 'minh@example.test');
    type('Password', 'short');
    type('Repeat password', 'short');
    press('Sign up');
    await waitFor(() => expect(errorOf('Password')).toContain('Use at least 10 characters'));
    expect(errorOf('Password')).toContain('At least 10 characters.');
    expect(sent).toEqual([]);
  });

  it("puts the server's word on a taken email under that field and does not sign in", async () => {
    const sent = serve(() =>
      refused('Failed to create record.', {
        email: { code: 'validation_not_unique', message: 'Value must be unique.' },
      }),
    );
    await open('/register');
    type('Full name', 'Minh Tran');
    type('Email', 'taken@example.test');
    type('Password', 'long-enough-password');
    type('Repeat password', 'long-enough-password');
    press('Sign up');
    await waitFor(() => expect(errorOf('Email')).toContain('Value must be unique.'));
    expect(screen.queryByText('Failed to create record.')).toBeNull();
    expect(sent.map((request) => request.path)).toEqual(['/api/collections/users/records']);
  });
});

describe('/forgot-password', () => {
  it('says where the link went once asked for', async () => {
    const sent = serve((path) =>
      path === '/api/collections/users/request-password-reset' ? json(null, 200) : undefined,
    );
    await open('/forgot-password');
    type('Email', 'lan@example.test');
    press('Send reset link');
    expect(await screen.findByText(/If an account exists for lan@example.test/)).toBeTruthy();
    expect(sent[0]?.body).toEqual({ email: 'lan@example.test' });
  });
});

describe('/confirm-password/:token', () => {
  it('offers a new link when the token is refused', async () => {
    const sent = serve(() => refused('Invalid or expired password reset token.'));
    await open('/confirm-password/the.reset.token');
    type('New password', 'the-new-password');
    type('Repeat new password', 'the-new-password');
    press('Save new password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid or expired password reset token.');
    expect(within(alert).getByRole('link', { name: 'ask for a new one' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(sent[0]?.body).toMatchObject({ token: 'the.reset.token', password: 'the-new-password' });
  });
});
