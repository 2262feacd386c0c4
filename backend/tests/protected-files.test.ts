import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { anonymous, newCustomer, newStaff } from '../testing/clients';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

function form(fields: Record<string, string>, fileField: string): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append(fileField, new Blob([PNG], { type: 'image/png' }), 'picture.png');
  return data;
}

/** The status of a GET of the record's first file in `field`, with a file token of `pb` when given. */
async function fetchFile(record: RecordModel, field: string, pb?: PocketBase): Promise<number> {
  const names = record[field] as string | string[];
  const name = Array.isArray(names) ? names[0]! : names;
  const client = pb ?? anonymous();
  const token = pb ? await pb.files.getToken() : undefined;
  const url = client.files.getURL(record, name, token ? { token } : {});
  return (await fetch(url)).status;
}

/** Each customer upload, made by `owner`; the staff role that handles it. */
const UPLOADS: [string, string, string, (owner: PocketBase) => Promise<RecordModel>][] = [
  [
    'a recharge proof',
    'proof',
    'finance',
    (owner) =>
      owner.collection('recharges').create(form({ user: owner.authStore.record!.id, amount: '100000' }, 'proof')),
  ],
  [
    'a complaint photo',
    'photos',
    'sales',
    (owner) =>
      owner
        .collection('complaints')
        .create(form({ user: owner.authStore.record!.id, type: 'damaged', description: 'Broken.' }, 'photos')),
  ],
  [
    'a complaint message attachment',
    'attachments',
    'sales',
    async (owner) => {
      const complaint = await owner
        .collection('complaints')
        .create({ user: owner.authStore.record!.id, type: 'other', description: 'See picture.' });
      return owner
        .collection('complaint_messages')
        .create(
          form({ complaint: complaint.id, body: 'Here', author_user: owner.authStore.record!.id }, 'attachments'),
        );
    },
  ],
  [
    'a chat attachment',
    'attachments',
    'sales',
    async (owner) => {
      const conversation = await owner.collection('conversations').create({ user: owner.authStore.record!.id });
      return owner
        .collection('messages')
        .create(form({ conversation: conversation.id, author_user: owner.authStore.record!.id }, 'attachments'));
    },
  ],
];

describe.each(UPLOADS)('%s', (_name, field, role, upload) => {
  it('is refused to an anonymous GET of its URL', async () => {
    const owner = await newCustomer();
    const record = await upload(owner);
    expect(await fetchFile(record, field)).not.toBe(200);
  });

  it('is served to the owner with a file token, and to the staff role that handles it', async () => {
    const owner = await newCustomer();
    const record = await upload(owner);
    expect(await fetchFile(record, field, owner)).toBe(200);
    expect(await fetchFile(record, field, (await newStaff([role])).pb)).toBe(200);
  });

  it('is refused to another customer, even with their own file token', async () => {
    const owner = await newCustomer();
    const record = await upload(owner);
    expect(await fetchFile(record, field, await newCustomer())).not.toBe(200);
  });
});
