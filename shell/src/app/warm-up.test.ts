// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitChunks, warmUpWhenIdle } from './warm-up';

afterEach(() => {
  document.head.innerHTML = '';
});

const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

describe('warming up the kit', () => {
  it('fetches every chunk once the browser is idle, without running it', () => {
    let idle: (() => void) | undefined;
    const win = { setTimeout: vi.fn(), requestIdleCallback: vi.fn((callback: () => void) => ((idle = callback), 1)) };
    warmUpWhenIdle(['/assets/controls-1.js', '/assets/data-kit-2.js'], win as never, false);
    expect(prefetched()).toEqual([]);
    idle!();
    expect(prefetched()).toEqual(['/assets/controls-1.js', '/assets/data-kit-2.js']);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('anonymous');
  });

  it('fetches nothing for a visitor saving data', () => {
    const win = { setTimeout: vi.fn(), requestIdleCallback: vi.fn() };
    warmUpWhenIdle(['/assets/controls-1.js'], win as never, true);
    expect(win.requestIdleCallback).not.toHaveBeenCalled();
    expect(win.setTimeout).not.toHaveBeenCalled();
  });

  it('reads the chunks from the document the build wrote', () => {
    document.head.innerHTML = `<meta name="fwd-frames" content='{"frames":[],"kit":["/assets/controls-1.js"]}' />`;
    expect(kitChunks()).toEqual(['/assets/controls-1.js']);
    document.head.innerHTML = '';
    expect(kitChunks()).toEqual([]);
  });
});
