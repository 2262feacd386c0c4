import { describe, expect, it } from 'vitest';
import { checkRemoteApp, ContractMismatchError, routeProblems } from './check-remote-app';
import { CONTRACT_VERSION, type RemoteApp } from './remote-app';

const app: RemoteApp = {
  id: 'admin-finance',
  contractVersion: CONTRACT_VERSION,
  routes: [{ path: 'admin/wallets', handle: { guard: 'admin', roles: ['finance'], title: 'finance:wallets.title' } }],
  nav: [],
  i18n: { namespace: 'finance', load: async () => ({}) },
};

describe('checkRemoteApp', () => {
  it('accepts a module whose default export speaks our version', () => {
    expect(checkRemoteApp('admin-finance', { default: app })).toBe(app);
  });

  it('explains a contract version mismatch', () => {
    expect(() => checkRemoteApp('admin-finance', { default: { ...app, contractVersion: 1 } })).toThrow(
      ContractMismatchError,
    );
    expect(() => checkRemoteApp('admin-finance', { default: { ...app, contractVersion: 1 } })).toThrow(
      new RegExp(`contract version 1, but this app needs version ${CONTRACT_VERSION}`),
    );
  });

  it('refuses a module that is some other remote', () => {
    expect(() => checkRemoteApp('account', { default: app })).toThrow(ContractMismatchError);
  });
});

describe('routeProblems', () => {
  it('finds a route outside the remote area, one without roles and a component folder', () => {
    const problems = routeProblems({
      ...app,
      routes: [
        { path: 'admin/orders', handle: { guard: 'admin', roles: ['finance'], title: 't' } },
        { path: 'admin/report', handle: { guard: 'admin', title: 't' } },
        { path: 'admin/report/components', handle: { guard: 'admin', roles: ['finance'], title: 't' } },
        { path: 'admin/rate', handle: { guard: 'admin', roles: ['finance'], title: '' } },
      ],
    });
    expect(problems).toHaveLength(4);
  });
});
