// @vitest-environment happy-dom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Page tests answer the API as PocketBase would; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, type FetchStub } from '../../../../../shell/src/testing/render-route';
import { openStaffPage, orderRecord } from '../../../testing/fixtures';

function ordersApi(lists: URL[]): FetchStub {
  return (url) => {
    if (url.pathname === '/api/collections/settings/records') return json(listResult([]));
    if (url.pathname === '/api/admin/orders/counts') return json({ counts: {} });
    if (url.pathname === '/api/collections/orders/records') {
      lists.push(url);
      return json({ ...listResult([orderRecord()]), totalItems: -1, totalPages: -1 });
    }
    return undefined;
  };
}

describe('the staff order filters', () => {
  it('apply a day range together with the text filters, and clear them all but the tab', async () => {
    const lists: URL[] = [];
    const page = await openStaffPage('/admin/orders?status=placed&shop=Star', ordersApi(lists));
    expect(await page.findByText('O2611-000001', {}, { timeout: 20_000 })).toBeTruthy();
    expect((page.getByLabelText('Shop') as HTMLInputElement).value).toBe('Star');
    expect((page.getByLabelText('Placed from') as HTMLInputElement).type).toBe('date');

    fireEvent.change(page.getByLabelText('Placed from'), { target: { value: '2026-11-01' } });
    fireEvent.change(page.getByLabelText('Placed until'), { target: { value: '2026-11-30' } });
    expect(lists).toHaveLength(1);
    fireEvent.click(page.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(lists.at(-1)?.searchParams.get('filter')).toBe(
        '((shop ~ "Star") && (created >= "2026-11-01 00:00:00") && (created < "2026-12-01 00:00:00")) && ' +
          '(status = "placed")',
      ),
    );

    fireEvent.click(page.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('filter')).toBe('status = "placed"'));
    expect((page.getByLabelText('Shop') as HTMLInputElement).value).toBe('');
    expect((page.getByLabelText('Placed until') as HTMLInputElement).value).toBe('');
  }, 30_000);
});
