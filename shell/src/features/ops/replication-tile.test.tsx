// @vitest-environment happy-dom
import { pb } from '@fwd/shared-contracts';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { setUpShellComponents } from '../../testing/component-setup';
import { ReplicationTile, type ReplicationStatus } from './replication-tile';

setUpShellComponents(en);

async function showTile(status: ReplicationStatus | Error) {
  const send = vi.spyOn(pb, 'send');
  if (status instanceof Error) send.mockRejectedValue(status);
  else send.mockResolvedValue(status);
  await act(async () => {
    render(<ReplicationTile />);
  });
  // Each read carries its own signal and no SDK request key (a parallel read is never dropped).
  expect(send).toHaveBeenCalledWith(
    '/api/health/replication',
    expect.objectContaining({ method: 'GET', requestKey: null, signal: expect.any(AbortSignal) }),
  );
}

describe('ReplicationTile', () => {
  it('says when nothing is backed up', async () => {
    await showTile({ enabled: false, lagMs: 0, lastSyncAt: null, lastCheck: null, lastGoodCheckAt: null });
    expect(screen.getByText(/Replication is off/)).toBeTruthy();
  });

  it('shows the lag and a failed restore check as a problem', async () => {
    await showTile({
      enabled: true,
      lagMs: 12_000,
      lastSyncAt: '2026-11-27T10:00:00Z',
      lastCheck: { at: '2026-11-27T10:23:00Z', ok: false, durationMs: 900, problem: 'integrity_check: …' },
      lastGoodCheckAt: null,
    });
    expect(screen.getByRole('status').textContent).toContain('12 s behind');
    expect(screen.getByText(/^Failed at/)).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('restore check failed');
  });

  it('offers a retry when the state cannot be read', async () => {
    await showTile(new Error('offline'));
    expect(screen.getByText("The replica's state could not be read.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
