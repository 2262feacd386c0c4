// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPictures, kitChunks, warmUpWhenIdle } from './warm-up';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
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

describe("waiting for the page's pictures", () => {
  const picture = (loading: 'eager' | 'lazy', complete: boolean) => {
    const img = document.createElement('img');
    img.loading = loading;
    Object.defineProperty(img, 'complete', { value: complete });
    document.body.appendChild(img);
    return img;
  };

  it('goes on once every picture shown at once has loaded or failed, not waiting for lazy ones', () => {
    const first = picture('eager', false);
    const second = picture('eager', false);
    picture('eager', true);
    picture('lazy', false);
    const then = vi.fn();
    afterPictures(then);
    first.dispatchEvent(new Event('load'));
    expect(then).not.toHaveBeenCalled();
    second.dispatchEvent(new Event('error'));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes on at once without pictures to wait for, and after the time limit at the latest', () => {
    const now = vi.fn();
    afterPictures(now);
    expect(now).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    picture('eager', false);
    const later = vi.fn();
    afterPictures(later, document, 5000);
    vi.advanceTimersByTime(4999);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
