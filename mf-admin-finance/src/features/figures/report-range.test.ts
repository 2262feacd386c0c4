import { describe, expect, it } from 'vitest';
import { reportQuery } from './report-range';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('the report range', () => {
  it('is the last 30 days by day unless the URL says otherwise', () => {
    expect(reportQuery({}, NOW)).toEqual({ from: '2026-10-26', to: '2026-11-24', bucket: 'day' });
    expect(reportQuery({ from: '2026-01-01', to: '2026-06-30', bucket: 'month' }, NOW)).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      bucket: 'month',
    });
  });

  it('turns a reversed range round, shortens one over 400 days and ignores a bad bucket or day', () => {
    expect(reportQuery({ from: '2026-11-20', to: '2026-11-01' }, NOW)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-20',
    });
    expect(reportQuery({ from: '2020-01-01', to: '2026-11-24' }, NOW).from).toBe('2025-10-21');
    expect(reportQuery({ from: '2026-02-30', bucket: 'year' }, NOW)).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
      bucket: 'day',
    });
  });
});
