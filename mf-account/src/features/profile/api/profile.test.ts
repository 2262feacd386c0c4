// @vitest-environment happy-dom
import { pb } from '@fwd/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateProfile } from './profile';

/** An XMLHttpRequest that reports upload progress in two steps, then answers `status` with `body`. */
function fakeXhr(status: number, body: unknown) {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    status = 0;
    response: unknown = null;
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      Object.assign(sent, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(payload: unknown) {
      sent.body = payload;
      queueMicrotask(() => {
        for (const loaded of [40, 100])
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
        this.status = status;
        this.response = body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  pb.authStore.clear();
});

describe('updateProfile with a picture', () => {
  it('sends one multipart PATCH with the token, reports its progress and keeps the saved record in the session', async () => {
    pb.authStore.save('token-1', { id: 'u1', collectionId: 'c', collectionName: 'users', name: 'Old' });
    const saved = { id: 'u1', collectionId: 'c', collectionName: 'users', name: 'New', avatar: 'me_abc.png' };
    const sent = fakeXhr(200, saved);
    const progress: number[] = [];
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });

    const record = await updateProfile('u1', { name: 'New', phone: '', avatar: file }, (p) => progress.push(p));

    expect(sent.method).toBe('PATCH');
    expect(sent.url).toMatch(/\/api\/collections\/users\/records\/u1$/);
    expect(sent.headers.Authorization).toBe('token-1');
    expect((sent.body as FormData).get('avatar')).toBeInstanceOf(File);
    expect(progress).toEqual([0.4, 1, 1]);
    expect(record.avatar).toBe('me_abc.png');
    expect(pb.authStore.record?.name).toBe('New');
    expect(pb.authStore.token).toBe('token-1');
  });

  it('turns a refusal into the SDK error, field messages included', async () => {
    fakeXhr(400, { status: 400, message: 'Failed', data: { avatar: { code: 'x', message: 'Too big' } } });
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await expect(updateProfile('u1', { name: 'A', phone: '', avatar: file })).rejects.toMatchObject({
      status: 400,
      response: { data: { avatar: { message: 'Too big' } } },
    });
  });
});
