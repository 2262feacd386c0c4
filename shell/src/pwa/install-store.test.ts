import { afterEach, describe, expect, it } from 'vitest';
import { installStore, listenForInstallOffer } from './install-store';

const offer = () => Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => {} });

describe('the install offer', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    installStore.setState({ deferred: null, hidden: false, engaged: false });
  });

  it('is kept from the browser, and the prompt waits for a tap, a key or a scroll', () => {
    const target = new EventTarget();
    stop = listenForInstallOffer(target as Window);
    const event = offer();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installStore.getState()).toMatchObject({ deferred: event, engaged: false });
    target.dispatchEvent(new Event('keydown'));
    expect(installStore.getState().engaged).toBe(true);
  });

  it.each(['pointerdown', 'scroll'])('counts a %s as interacting', (name) => {
    const target = new EventTarget();
    stop = listenForInstallOffer(target as Window);
    target.dispatchEvent(new Event(name));
    expect(installStore.getState().engaged).toBe(true);
  });
});
