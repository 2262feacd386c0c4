import { describe, expect, it } from 'vitest';
import { storageState, type StorageTerms } from './storage';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const TERMS: StorageTerms = { freeDays: 30, feePerDay: 5000, currency: 'VND', parcels: [] };
const received = (daysAgo: number, id = 'p1') => ({
  id,
  status: 'received',
  received_at: new Date(NOW - daysAgo * DAY).toISOString().replace('T', ' '),
});

describe('storageState', () => {
  it('counts the free days left from received_at and the settings', () => {
    const state = storageState(received(10), TERMS, NOW);
    expect(state).toMatchObject({ kind: 'free', daysLeft: 20, feePerDay: 5000, currency: 'VND' });
    expect(state?.kind === 'free' && state.freeUntil.toISOString()).toBe(new Date(NOW + 20 * DAY).toISOString());
  });

  it('rounds a part day up, as the server does', () => {
    expect(storageState(received(10.5), TERMS, NOW)).toMatchObject({ kind: 'free', daysLeft: 20 });
  });

  it('never counts more free days than the shop gives, even when the page clock is behind the arrival', () => {
    // A page left open keeps an older "now"; a device clock may lag the server's.
    expect(storageState(received(-20 / (24 * 60)), TERMS, NOW)).toMatchObject({ kind: 'free', daysLeft: 30 });
    expect(storageState(received(-0.9), TERMS, NOW)).toMatchObject({ kind: 'free', daysLeft: 30 });
    expect(storageState(received(0), TERMS, NOW)).toMatchObject({ kind: 'free', daysLeft: 30 });
  });

  it('shows the daily fee since the end of the free days once they are over', () => {
    const state = storageState(received(33), TERMS, NOW);
    expect(state).toMatchObject({ kind: 'charging', feePerDay: 5000 });
    expect(state?.kind === 'charging' && state.since.toISOString()).toBe(new Date(NOW - 3 * DAY).toISOString());
  });

  it("prefers the summary's own figures for a parcel it lists", () => {
    const terms = {
      ...TERMS,
      parcels: [{ id: 'p1', freeUntil: '2026-11-22 08:00:00.000Z', daysLeft: 2 }],
    };
    const state = storageState(received(10), terms, NOW);
    expect(state).toMatchObject({ kind: 'free', daysLeft: 2 });
    expect(state?.kind === 'free' && state.freeUntil.toISOString()).toBe('2026-11-22T08:00:00.000Z');
  });

  it('says nothing for a parcel not on a shelf, or when storage is free', () => {
    expect(storageState({ id: 'p', status: 'expected', received_at: '' }, TERMS, NOW)).toBeNull();
    expect(storageState({ ...received(5), status: 'shipped' }, TERMS, NOW)).toBeNull();
    expect(storageState(received(40), { ...TERMS, feePerDay: 0 }, NOW)).toBeNull();
    expect(storageState(received(40), undefined, NOW)).toBeNull();
  });
});
