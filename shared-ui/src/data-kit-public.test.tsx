// @vitest-environment happy-dom
import { initI18n } from '@fwd/shared-contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { DataTable } from './data-kit-public';
import { loadDataKit } from './data-kit-loader';
import './i18n/register';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

it('shows a loading skeleton, then the table once the lazy data kit has loaded', async () => {
  await act(async () => {
    render(
      <DataTable
        caption="Parcels"
        columns={[{ id: 'code', header: 'Code', cell: (row: { id: string }) => row.id }]}
        rows={[{ id: 'P1' }]}
        status="success"
        empty={null}
        getRowId={(row) => row.id}
        page={1}
        perPage={30}
        onPageChange={() => {}}
      />,
    );
  });
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Loading…');
  await act(() => loadDataKit());
  expect(screen.getByRole('table', { name: 'Parcels' })).toBeTruthy();
  expect(screen.getByText('P1')).toBeTruthy();
});
