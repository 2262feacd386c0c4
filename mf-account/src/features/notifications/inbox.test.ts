import { describe, expect, it } from 'vitest';
import { notificationPath, runEach } from './inbox';

describe('notification links', () => {
  it('follows only paths of this app', () => {
    expect(notificationPath('/account/order?id=abc123')).toBe('/account/order?id=abc123');
    expect(notificationPath('/account/conversation')).toBe('/account/conversation');
    expect(notificationPath('https://evil.example/phish')).toBeNull();
    expect(notificationPath('//evil.example')).toBeNull();
    expect(notificationPath('/\\evil.example')).toBeNull();
    expect(notificationPath('javascript:alert(1)')).toBeNull();
    expect(notificationPath('')).toBeNull();
  });
});

describe('runEach', () => {
  it('keeps going after a failure, reports progress and returns what failed', async () => {
    const progress: string[] = [];
    const failed = await runEach(
      ['a', 'b', 'c', 'd'],
      async (id) => {
        if (id === 'b') throw new Error('no');
      },
      (p) => progress.push(`${p.done}/${p.total}:${p.failed}`),
      2,
    );
    expect(failed).toEqual(['b']);
    expect(progress[0]).toBe('0/4:0');
    expect(progress[progress.length - 1]).toBe('4/4:1');
    expect(progress).toHaveLength(5);
  });
});
