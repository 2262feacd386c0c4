import { describe, expect, it, vi } from 'vitest';
import { warmUpWhenIdle } from './warm-up';

describe('warming up the kit', () => {
  it('loads every part once the browser is idle, and swallows a failure', async () => {
    const loaders = [vi.fn(() => Promise.resolve()), vi.fn(() => Promise.reject(new Error('offline')))];
    let idle: (() => void) | undefined;
    const win = { setTimeout: vi.fn(), requestIdleCallback: vi.fn((callback: () => void) => ((idle = callback), 1)) };
    warmUpWhenIdle(loaders, win as never, false);
    expect(loaders[0]).not.toHaveBeenCalled();
    idle!();
    await Promise.resolve();
    expect(loaders.map((load) => load.mock.calls.length)).toEqual([1, 1]);
  });

  it('loads nothing for a visitor saving data', () => {
    const load = vi.fn(() => Promise.resolve());
    const win = { setTimeout: vi.fn(), requestIdleCallback: vi.fn() };
    warmUpWhenIdle([load], win as never, true);
    expect(win.requestIdleCallback).not.toHaveBeenCalled();
    expect(win.setTimeout).not.toHaveBeenCalled();
  });
});
