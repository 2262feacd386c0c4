import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { newCustomer, newStaff, superuser } from '../testing/clients';
import { eventually, failure, notificationsOf } from '../testing/warehouse-fixtures';

function startConversation(customer: PocketBase): Promise<RecordModel> {
  return customer.collection('conversations').create({ user: customer.authStore.record!.id });
}

function write(pb: PocketBase, conversation: string, body: string, author: Record<string, string>) {
  return pb.collection('messages').create({ conversation, body, ...author });
}

describe('a support conversation', () => {
  it('is one per customer: starting another returns the same conversation', async () => {
    const customer = await newCustomer();
    const first = await startConversation(customer);
    expect(first.status).toBe('open');
    expect(first.user).toBe(customer.authStore.record!.id);
    const second = await startConversation(customer);
    expect(second.id).toBe(first.id);
    expect(await customer.collection('conversations').getFullList()).toHaveLength(1);
  });

  it('is one per customer even when several are started at the same moment', async () => {
    // Five simultaneous starts for each of ten customers (more chances for the race to show).
    const customers = await Promise.all(Array.from({ length: 10 }, () => newCustomer()));
    await Promise.all(
      customers.map(async (customer) => {
        const started = await Promise.all(Array.from({ length: 5 }, () => startConversation(customer)));
        expect(new Set(started.map((c) => c.id)).size).toBe(1);
        expect(await customer.collection('conversations').getFullList()).toHaveLength(1);
      }),
    );
  });

  it('takes the author from the session and records when the last message came', async () => {
    const customer = await newCustomer();
    const conversation = await startConversation(customer);
    const message = await write(customer, conversation.id, ' Where is my parcel? ', {
      author_user: customer.authStore.record!.id,
    });
    expect(message.author_user).toBe(customer.authStore.record!.id);
    expect(message.author_staff).toBe('');
    expect(message.body).toBe('Where is my parcel?');
    expect((await customer.collection('conversations').getOne(conversation.id)).last_message_at).not.toBe('');
  });

  it('refuses a customer writing in another customer conversation', async () => {
    const owner = await newCustomer();
    const intruder = await newCustomer();
    const conversation = await startConversation(owner);
    const error = await failure(
      write(intruder, conversation.id, 'hello', { author_user: intruder.authStore.record!.id }),
    );
    expect([400, 404]).toContain(error.status);
  });

  it('refuses warehouse staff, who do not answer support', async () => {
    const customer = await newCustomer();
    const warehouse = await newStaff(['warehouse']);
    const conversation = await startConversation(customer);
    expect((await failure(write(warehouse.pb, conversation.id, 'hi', { author_staff: warehouse.id }))).status).toBe(
      400,
    );
  });

  it('notifies the customer of a staff reply', async () => {
    const admin = await superuser();
    const customer = await newCustomer();
    const sales = await newStaff(['sales']);
    const conversation = await startConversation(customer);
    await write(customer, conversation.id, 'Hi!', { author_user: customer.authStore.record!.id });
    const reply = await write(sales.pb, conversation.id, 'Hello, how can we help?', { author_staff: sales.id });
    expect(reply.author_staff).toBe(sales.id);
    const notes = await notificationsOf(admin, customer.authStore.record!.id);
    expect(notes.map((n) => n.title)).toContain('Support replied');
  });

  it('delivers a staff reply to the customer subscribed in realtime', async () => {
    const customer = await newCustomer();
    const sales = await newStaff(['sales']);
    const conversation = await startConversation(customer);
    const received: RecordModel[] = [];
    const unsubscribe = await customer.collection('messages').subscribe('*', (event) => {
      if (event.action === 'create') received.push(event.record);
    });
    try {
      await write(sales.pb, conversation.id, 'We found your parcel.', { author_staff: sales.id });
      const message = await eventually(async () => received.find((m) => m.body === 'We found your parcel.'));
      expect(message.conversation).toBe(conversation.id);
      expect(message.author_staff).toBe(sales.id);
    } finally {
      await unsubscribe();
    }
  });
});
