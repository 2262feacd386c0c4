import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { createFulfillment, payFulfillment } from '../../shared-contracts/src/api';
import {
  creditWallet,
  DAY_MS,
  eventually,
  failure,
  notificationsOf,
  receivedParcel,
  setReceivedAt,
  shippingSetup,
} from '../testing/warehouse-fixtures';

const TITLE = 'Free storage ends soon';

/** PocketBase's own cron route (not a custom route of the hooks, so it has no typed client). */
async function runJob(admin: PocketBase): Promise<void> {
  await admin.send('/api/crons/storage-warning', { method: 'POST' });
}

async function warningsFor(admin: PocketBase, userId: string, parcelId: string) {
  return (await notificationsOf(admin, userId)).filter(
    (n) => n.title === TITLE && n.link === `/account/parcel?id=${parcelId}`,
  );
}

describe('the storage-fee warning job', () => {
  it('warns once per parcel whose free storage ends within three days, and not the others', async () => {
    const { admin, settings, customer, userId, warehouse, address, line } = await shippingSetup();
    expect(settings.storage_fee_per_day).toBeGreaterThan(0);
    const free = settings.free_storage_days;
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

    const due = await receivedParcel(customer, warehouse.pb);
    await setReceivedAt(admin, due.id, ago(free - 2));
    const fresh = await receivedParcel(customer, warehouse.pb);
    const charging = await receivedParcel(customer, warehouse.pb);
    await setReceivedAt(admin, charging.id, ago(free + 1));
    const paidFor = await receivedParcel(customer, warehouse.pb);
    const draft = await createFulfillment(customer, { parcels: [paidFor.id], address: address.id, line: line.id });
    await creditWallet(admin, userId, draft.total);
    await payFulfillment(customer, draft.id);
    await setReceivedAt(admin, paidFor.id, ago(free - 2));

    await runJob(admin);
    const warning = await eventually(async () => (await warningsFor(admin, userId, due.id))[0]);
    expect(warning.body).toContain(due.tracking_code);

    await runJob(admin);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await warningsFor(admin, userId, due.id)).toHaveLength(1);
    expect(await warningsFor(admin, userId, charging.id)).toHaveLength(0);
    expect(await warningsFor(admin, userId, paidFor.id)).toHaveLength(0);
    if (free > 3) expect(await warningsFor(admin, userId, fresh.id)).toHaveLength(0);
  });

  it('can be run only by a superuser', async () => {
    const { customer, warehouse } = await shippingSetup();
    for (const pb of [customer, warehouse.pb]) {
      const error = await failure(pb.send('/api/crons/storage-warning', { method: 'POST' }));
      expect([401, 403]).toContain(error.status);
    }
  });
});
