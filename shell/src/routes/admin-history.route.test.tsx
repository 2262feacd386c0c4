// @vitest-environment happy-dom
import { fireEvent, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditLogRow } from '../features/audit/api/list-audit-logs';
import { json, listResult, renderRoute, type FetchStub } from '../testing/render-route';

function entry(row: Partial<AuditLogRow> & Pick<AuditLogRow, 'id'>): AuditLogRow {
  return {
    collectionId: 'pbc_audit',
    collectionName: 'audit_logs',
    created: '2026-11-20 09:30:00.000Z',
    updated: '2026-11-20 09:30:00.000Z',
    staff: 'staffwendy00001',
    action: 'parcel.received',
    collection: 'parcels',
    record: 'parcel000000123',
    before: null,
    after: null,
    expand: { staff: { id: 'staffwendy00001', name: 'Wendy Warehouse', email: 'wh@example.test' } },
    ...row,
  };
}

const RECEIVED = entry({
  id: 'auditreceived01',
  before: { status: 'declared' },
  after: { status: 'at_warehouse' },
});
const APPROVED = entry({
  id: 'auditapproved01',
  staff: 'stafffinn000001',
  action: 'wallet.recharge_approved',
  collection: 'recharges',
  record: 'recharge0000042',
  expand: { staff: { id: 'stafffinn000001', name: 'Finn Finance', email: 'fin@example.test' } },
});
const STAFF = [RECEIVED.expand?.staff, APPROVED.expand?.staff];

/** The entries every `field = "value"` clause of a PocketBase filter holds for. */
function matching(entries: AuditLogRow[], filter: string): AuditLogRow[] {
  const clauses = [...filter.matchAll(/(\w+) = "([^"]*)"/g)];
  return entries.filter((row) => clauses.every(([, field = '', value]) => row[field as keyof AuditLogRow] === value));
}

/** The history's server: the entries the request's filter selects, and the staff list. */
function historyServer(entries: AuditLogRow[]): FetchStub {
  return (url) => {
    if (url.pathname === '/api/collections/staff/records') return json(listResult(STAFF));
    if (url.pathname === '/api/collections/audit_logs/records') {
      const perPage = Number(url.searchParams.get('perPage') ?? 30);
      return json(listResult(matching(entries, url.searchParams.get('filter') ?? ''), 1, perPage));
    }
    return undefined;
  };
}

const auditRequests = (page: Awaited<ReturnType<typeof renderRoute>>) =>
  page.fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://app.test'))
    .filter((url) => url.pathname === '/api/collections/audit_logs/records');

const open = (path: string, server: FetchStub, roles?: ('admin' | 'sales')[]) =>
  renderRoute({ app: 'shell', path, session: 'staff', roles, fetch: server });

// Slow on a busy machine: the first test compiles the page's module graph, each renders the kit's table.
describe('/admin/history', { timeout: 20_000 }, () => {
  it('lists what staff changed, newest first, with who and what', async () => {
    const page = await open('/admin/history', historyServer([APPROVED, RECEIVED]));

    const table = await page.findByRole('table', { name: 'Staff actions, newest first' });
    expect(await page.findByText('2 entries')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Finn Finance', 'wallet.recharge_approved', 'recharges', 'recharge0000042'],
      ['Wendy Warehouse', 'parcel.received', 'parcels', 'parcel000000123'],
    ]);
    expect(auditRequests(page)[0]?.searchParams.get('sort')).toBe('-created');
    expect(page.unhandledRequests).toEqual([]);
  });

  it('filters by staff member and collection in the URL, and clears them', async () => {
    const page = await open('/admin/history', historyServer([APPROVED, RECEIVED]));
    await page.findByText('2 entries');

    fireEvent.change(await page.findByLabelText('Staff member'), { target: { value: 'stafffinn000001' } });
    expect(await page.findByText('1 entry')).toBeTruthy();
    expect(page.router.state.location.search).toBe('?staff=stafffinn000001');
    expect(auditRequests(page).at(-1)?.searchParams.get('filter')).toContain('staff = "stafffinn000001"');

    fireEvent.change(page.getByLabelText('Collection'), { target: { value: 'parcels' } });
    expect(await page.findByText('No staff actions match these filters')).toBeTruthy();
    expect(new URLSearchParams(page.router.state.location.search).get('collection')).toBe('parcels');

    fireEvent.click(page.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(await page.findByText('2 entries')).toBeTruthy();
    expect(page.router.state.location.search).toBe('');
  });

  it('opens an entry in the drawer with its before and after, and closes it', async () => {
    const page = await open('/admin/history', historyServer([APPROVED, RECEIVED]));
    const table = await page.findByRole('table', { name: 'Staff actions, newest first' });

    fireEvent.click(within(table).getByText('parcel.received'));
    const drawer = await page.findByRole('dialog', { name: 'Audit entry' });
    expect(new URLSearchParams(page.router.state.location.search).get('id')).toBe('auditreceived01');
    expect(within(drawer).getByText('declared')).toBeTruthy();
    expect(within(drawer).getByText('at_warehouse')).toBeTruthy();

    fireEvent.keyDown(drawer, { key: 'Escape' });
    await vi.waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(page.router.state.location.search).toBe('');
  });

  it('opens an entry named in the link when it is not on the page, and says when it is gone', async () => {
    const server = historyServer([APPROVED]);
    const page = await open('/admin/history?id=auditreceived01', (url, init) =>
      url.pathname === '/api/collections/audit_logs/records/auditreceived01'
        ? json({ status: 404, message: 'The requested resource wasn\u2019t found.', data: {} }, 404)
        : server(url, init),
    );
    const drawer = await page.findByRole('dialog', { name: 'Audit entry' });
    expect(await within(drawer).findByText('This entry could not be loaded.')).toBeTruthy();
  });

  describe('CSV export', () => {
    let downloads: Blob[];
    beforeEach(() => {
      downloads = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        downloads.push(blob as Blob);
        return 'blob:history';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      return () => vi.restoreAllMocks();
    });

    it('exports the filtered view, every page of it', async () => {
      const page = await open('/admin/history?collection=recharges', historyServer([APPROVED, RECEIVED]));
      await page.findByText('1 entry');

      fireEvent.click(await page.findByRole('button', { name: 'Export CSV' }));
      expect(await page.findByText('Exported 1 row.')).toBeTruthy();
      const exported = auditRequests(page).at(-1);
      expect(exported?.searchParams.get('perPage')).toBe('500');
      expect(exported?.searchParams.get('filter')).toContain('collection = "recharges"');
      const lines = (await downloads[0]?.text())?.slice(1).split('\r\n');
      expect(lines?.[0]).toBe('When,Who,Action,Collection,Record ID');
      expect(lines?.slice(1)).toEqual([
        '2026-11-20 09:30:00.000Z,Finn Finance,wallet.recharge_approved,recharges,recharge0000042',
      ]);
    });
  });

  it('is for admins only', async () => {
    const page = await open('/admin/history', historyServer([]), ['sales']);
    expect(await page.findByText(/cannot open this page: it needs the admin role/)).toBeTruthy();
    expect(page.queryByRole('table')).toBeNull();
    expect(page.fetch).not.toHaveBeenCalled();
  });
});
