// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, renderRoute, testToken, type FetchStub } from '../../../../shell/src/testing/render-route';
// eslint-disable-next-line import-x/no-restricted-paths
import remoteApp from '../../remote-app';

const ME = '/api/collections/users/records/customer0000001';
const RECORD = {
  id: 'customer0000001',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  email: 'lan@example.test',
  name: 'Lan Nguyen',
  phone: '+84912345678',
  avatar: '',
  verified: true,
};

/** The users API: a PATCH with `oldPassword` other than `right` is refused as PocketBase does. */
function usersApi(right: string): FetchStub {
  return (url, init) => {
    if (url.pathname === ME && init.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      if ('oldPassword' in body && body.oldPassword !== right) {
        return json(
          {
            status: 400,
            message: 'Failed to update record.',
            data: {
              oldPassword: { code: 'validation_invalid_old_password', message: 'Missing or invalid old password.' },
            },
          },
          400,
        );
      }
      return json({ ...RECORD, name: body.name ?? RECORD.name, phone: body.phone ?? RECORD.phone });
    }
    if (url.pathname === '/api/collections/users/auth-with-password') {
      return json({ token: testToken(), record: RECORD });
    }
    return undefined;
  };
}

const requests = (page: Awaited<ReturnType<typeof renderRoute>>) =>
  page.fetch.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method ?? 'GET', body: init?.body }));

async function renderMe(language: 'en' | 'vi' = 'en') {
  return renderRoute({
    app: remoteApp,
    path: '/account/me',
    session: 'customer',
    record: RECORD,
    language,
    fetch: usersApi('old-password-1'),
  });
}

describe('/account/me', () => {
  it('fills the form with the signed-in customer and refuses an empty name without sending anything', async () => {
    const page = await renderMe();
    const name = (await page.findByLabelText('Full name')) as HTMLInputElement;
    expect(name.value).toBe('Lan Nguyen');
    expect((page.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+84912345678');
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(page.getByRole('button', { name: 'Save details' }));
    expect(await page.findByText('Please fill in the name')).toBeTruthy();
    expect(requests(page).filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('saves name and a national phone number as E.164', async () => {
    const page = await renderMe();
    fireEvent.change(await page.findByLabelText('Full name'), { target: { value: 'Lan Tran' } });
    fireEvent.change(page.getByLabelText('Phone number'), { target: { value: '0987 654 321' } });
    fireEvent.click(page.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(requests(page).some((r) => r.method === 'PATCH')).toBe(true));
    const patch = requests(page).find((r) => r.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toEqual({ name: 'Lan Tran', phone: '+84987654321' });
  });

  it('puts a wrong current password on that field, in Vietnamese', async () => {
    const page = await renderMe('vi');
    fireEvent.change(await page.findByLabelText('Mật khẩu hiện tại'), { target: { value: 'wrong-password' } });
    fireEvent.change(page.getByLabelText('Mật khẩu mới'), { target: { value: 'new-password-22' } });
    fireEvent.change(page.getByLabelText('Nhập lại mật khẩu mới'), { target: { value: 'new-password-22' } });
    fireEvent.click(page.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await page.findByText('Mật khẩu hiện tại không đúng.')).toBeTruthy();
    expect(page.getByLabelText('Mật khẩu hiện tại').getAttribute('aria-invalid')).toBe('true');
  });

  it('signs in again with the new password once it is changed', async () => {
    const page = await renderMe();
    fireEvent.change(await page.findByLabelText('Current password'), { target: { value: 'old-password-1' } });
    fireEvent.change(page.getByLabelText('New password'), { target: { value: 'new-password-22' } });
    fireEvent.change(page.getByLabelText('Confirm the new password'), { target: { value: 'new-password-22' } });
    fireEvent.click(page.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(requests(page).find((r) => r.url.includes('/auth-with-password'))?.body).toBe(
        JSON.stringify({ identity: 'lan@example.test', password: 'new-password-22' }),
      ),
    );
    await waitFor(() => expect((page.getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
  });

  it('asks for an email change and says the address changes only once the mailed link is opened', async () => {
    const api: FetchStub = (url) =>
      url.pathname === '/api/collections/users/request-email-change' ? new Response(null, { status: 204 }) : undefined;
    const page = await renderRoute({
      app: remoteApp,
      path: '/account/me',
      session: 'customer',
      record: RECORD,
      fetch: api,
    });
    fireEvent.change(await page.findByLabelText('New email address'), { target: { value: 'lan.new@example.test' } });
    fireEvent.click(page.getByRole('button', { name: 'Send confirmation link' }));
    expect(await page.findByText('We sent a confirmation link to lan.new@example.test.')).toBeTruthy();
    expect(page.getByText(/keep signing in with lan@example\.test/)).toBeTruthy();
  });
});
