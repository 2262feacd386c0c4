// @vitest-environment happy-dom
import { pb, resetFileToken } from '@fwd/shared-contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpShellComponents } from '../../../testing/component-setup';
import { testToken } from '../../../testing/render-route';
import type { AuditLogRow } from '../api/list-audit-logs';
import en from '../i18n/en.json';
import { AuditEntryDetail } from './audit-drawer';

function entry(row: Partial<AuditLogRow>): AuditLogRow {
  return {
    id: 'log1',
    collectionId: 'pbc_audit',
    collectionName: 'audit_logs',
    created: '2025-03-01T10:00:00.000Z',
    updated: '2025-03-01T10:00:00.000Z',
    staff: 'st1',
    action: 'parcel.received',
    collection: 'parcels',
    record: 'parcel123',
    before: null,
    after: null,
    expand: { staff: { id: 'st1', name: 'Wendy Warehouse', email: 'wh@example.com' } },
    ...row,
  };
}

/** Where an address points, without its host and query. */
function pathOf(url: string | null | undefined) {
  return new URL(url ?? '', 'http://localhost').pathname;
}

describe('AuditEntryDetail', () => {
  setUpShellComponents(en, 'controls');
  afterEach(() => {
    pb.authStore.clear();
    resetFileToken();
  });

  it('shows the diff first, and the stored JSON of each side on its tab', () => {
    const before = { status: 'pending', weight_kg: 1.2 };
    const after = { status: 'received', weight_kg: 1.5 };
    render(<AuditEntryDetail entry={entry({ before, after })} />);
    expect(screen.getByRole('tab', { name: 'Changes', selected: true })).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Before' }), { button: 0 });
    const panel = screen.getByRole('tabpanel');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(panel).getByLabelText('The record before the change, as JSON').textContent).toBe(
      JSON.stringify(before, null, 2),
    );
    expect(within(panel).getByRole('button', { name: 'Copy the before JSON' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'After' }), { button: 0 });
    expect(screen.getByLabelText('The record after the change, as JSON').textContent).toBe(
      JSON.stringify(after, null, 2),
    );
  });

  it('says so when a side has no record, with nothing to copy', () => {
    render(<AuditEntryDetail entry={entry({ before: null, after: { status: 'received' } })} />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Before' }), { button: 0 });
    expect(screen.getByText('Nothing was recorded before this action.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
  });

  it("shows a parcel's photo from its record's files (a public file: no token asked for)", () => {
    const ask = vi.spyOn(pb.files, 'getToken');
    render(<AuditEntryDetail entry={entry({ after: { status: 'received', photos: ['a.jpg'] } })} />);
    const gallery = screen.getByRole('list', { name: 'Pictures' });
    const pictures = within(gallery).getAllByRole('button');
    expect(pictures).toHaveLength(1);
    const thumb = new URL(pictures[0]?.querySelector('img')?.getAttribute('src') ?? '', 'http://localhost');
    expect(thumb.pathname).toBe('/api/files/parcels/parcel123/a.jpg');
    expect(thumb.searchParams.get('thumb')).toBe('100x100');
    expect(thumb.searchParams.has('token')).toBe(false);
    expect(ask).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Open picture 1 of 1: a.jpg (photos)' }));
    const full = within(screen.getByRole('dialog')).getByRole('img', { name: 'a.jpg (photos)' });
    expect(pathOf(full.getAttribute('src'))).toBe('/api/files/parcels/parcel123/a.jpg');
  });

  it("shows a top-up's proof, a protected file, once the staff member's file token is there", async () => {
    pb.authStore.save(testToken(), { id: 'st1', collectionName: 'staff' } as never);
    const token = testToken(180);
    vi.spyOn(pb.files, 'getToken').mockResolvedValue(token);
    render(
      <AuditEntryDetail
        entry={entry({
          collection: 'recharges',
          record: 'rech1',
          action: 'recharge.approve',
          after: { proof: 'p.png' },
        })}
      />,
    );
    const gallery = await screen.findByRole('list', { name: 'Pictures' });
    const picture = within(gallery).getByRole('button').querySelector('img');
    const thumb = new URL(picture?.getAttribute('src') ?? '', 'http://localhost');
    expect(thumb.pathname).toBe('/api/files/recharges/rech1/p.png');
    expect(thumb.searchParams.get('token')).toBe(token);
  });

  it('shows no pictures for a collection without image fields', () => {
    render(
      <AuditEntryDetail
        entry={entry({ collection: 'wallet_transactions', action: 'wallet.adjust', after: { photos: ['a.jpg'] } })}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Pictures' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Pictures' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
