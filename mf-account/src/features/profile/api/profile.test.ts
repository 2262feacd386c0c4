// @vitest-environment happy-dom
import { pb } from '@fwd/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../../testing/uploads';
import { updateProfile } from './profile';

afterEach(() => {
  vi.unstubAllGlobals();
  pb.authStore.clear();
});

describe('updateProfile with a picture', () => {
  it('sends one multipart PATCH with the token, reports its progress and keeps the saved record in the session', async () => {
    pb.authStore.save('token-1', { id: 'u1', collectionId: 'c', collectionName: 'users', name: 'Old' });
    const saved = { id: 'u1', collectionId: 'c', collectionName: 'users', name: 'New', avatar: 'me_abc.png' };
    const sent = fakeUploads(() => saved, { progress: [40, 100] });
    const progress: number[] = [];
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });

    const record = await updateProfile('u1', { name: 'New', phone: '', avatar: file }, (p) => progress.push(p));

    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.url).toMatch(/\/api\/collections\/users\/records\/u1$/);
    expect(sent[0]?.headers.Authorization).toBe('token-1');
    expect(sent[0]?.body?.get('avatar')).toBeInstanceOf(File);
    expect(progress).toEqual([0.4, 1, 1]);
    expect(record.avatar).toBe('me_abc.png');
    expect(pb.authStore.record?.name).toBe('New');
    expect(pb.authStore.token).toBe('token-1');
  });

  it('turns a refusal into the SDK error, field messages included', async () => {
    fakeUploads(() => ({ status: 400, message: 'Failed', data: { avatar: { code: 'x', message: 'Too big' } } }), {
      status: 400,
    });
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await expect(updateProfile('u1', { name: 'A', phone: '', avatar: file })).rejects.toMatchObject({
      status: 400,
      response: { data: { avatar: { message: 'Too big' } } },
    });
  });
});
