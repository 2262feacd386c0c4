// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, renderRoute, type FetchStub } from '../../../shell/src/testing/render-route';
import remoteApp from '../remote-app';

/** The area picker's first list: no regions (the form is submitted without an area anyway). */
const noAreas: FetchStub = (url) =>
  url.pathname === '/api/collections/areas/records' ? json(listResult([], 1, 1000)) : undefined;

async function submitEmptyWithBadPhone(language: 'en' | 'vi', labels: { phone: string; save: string }) {
  const page = await renderRoute({
    app: remoteApp,
    path: '/account/address/forms',
    session: 'customer',
    language,
    fetch: noAreas,
  });
  const phone = await page.findByLabelText(labels.phone);
  fireEvent.change(phone, { target: { value: '12' } });
  fireEvent.click(await page.findByRole('button', { name: labels.save }));
  return page;
}

describe('/account/address/forms', () => {
  it('shows the four messages of DESIGN section 3 when submitted empty with a bad phone', async () => {
    const page = await submitEmptyWithBadPhone('en', { phone: 'Phone number', save: 'Save address' });
    expect(await page.findByText('Please fill in the name')).toBeTruthy();
    expect(page.getByText('Malformed phone number')).toBeTruthy();
    expect(page.getByText('Please select a receiving area')).toBeTruthy();
    expect(page.getByText('Address can not be empty')).toBeTruthy();
    expect(page.fetch.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/api/collections/addresses'),
    );
  });

  it('shows the same four messages in Vietnamese', async () => {
    const page = await submitEmptyWithBadPhone('vi', { phone: 'Số điện thoại', save: 'Lưu địa chỉ' });
    expect(await page.findByText('Vui lòng nhập họ tên')).toBeTruthy();
    expect(page.getByText('Số điện thoại không hợp lệ')).toBeTruthy();
    expect(page.getByText('Vui lòng chọn khu vực nhận hàng')).toBeTruthy();
    expect(page.getByText('Địa chỉ không được để trống')).toBeTruthy();
  });
});
