import { randomUUID } from 'node:crypto';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollectionName } from '../../shared-contracts/src/records';
import { anonymous, newCustomer, newStaff, PASSWORD, superuser, uniqueEmail } from '../testing/clients';
import { statusOf } from '../testing/fixtures';

// Who may list, view, create, update and delete what, through PocketBase's records API. Fixture
// records are seeded as superuser; every case is one request by one actor. A refusal is a 400, 403
// or 404, or a list without the record, as PocketBase answers.

const ACTORS = ['anonymous', 'customerA', 'customerB', 'sales', 'warehouse', 'finance', 'admin', 'inactive'] as const;
type Actor = (typeof ACTORS)[number];
const CUSTOMERS: Actor[] = ['customerA', 'customerB'];
const STAFF: Actor[] = ['sales', 'warehouse', 'finance', 'admin'];
const OPS = ['list', 'view', 'create', 'update', 'delete'] as const;
type Op = (typeof OPS)[number];
type Body = Record<string, unknown>;

interface World {
  su: PocketBase;
  clients: Record<Actor, PocketBase>;
  /** The record id of each signed-in actor. */
  id: Record<Actor, string>;
  /** Shared reference records (area, product, …) by name. */
  ref: Record<string, string>;
  /** Fixture ids by collection and key. */
  fixtures: Partial<Record<CollectionName, Record<string, string>>>;
}

type Owner = 'A' | 'B';
const ownerActor = (owner: Owner): Actor => (owner === 'A' ? 'customerA' : 'customerB');
const tag = () => randomUUID().slice(0, 8).toUpperCase();

interface Spec {
  /** Fixture records by key, seeded as superuser in this order. */
  fixtures?: Record<string, (w: World) => Body>;
  /** Fixtures that are the actors themselves (users, staff). */
  actorFixtures?: Record<string, Actor>;
  /** Which fixture keys each actor sees (nothing by default). */
  visible: Partial<Record<Actor, string[]>>;
  create: { allowed: Actor[]; body: (w: World, actor: Actor) => Body };
  update: { allowed: Actor[]; body: (w: World) => Body; target?: (actor: Actor) => string };
  /** A fresh record for an allowed delete; without it, deletes are refused and tried on the first fixture. */
  delete: { allowed: Actor[]; fresh?: (w: World) => Body };
  /** How a record leads to its customer, for the "never another customer's record" check. */
  owner?: { field: string; via?: CollectionName };
}

const everyone = (keys: string[]) => Object.fromEntries(ACTORS.map((actor) => [actor, keys]));
const publicAndStaff = (publicKeys: string[], staffKeys: string[]) => ({
  ...everyone(publicKeys),
  ...Object.fromEntries(STAFF.map((actor) => [actor, staffKeys])),
});
/** Each customer sees their own fixture; the staff roles named (and admin) see both. */
const owned = (...staff: Actor[]): Partial<Record<Actor, string[]>> => ({
  customerA: ['A'],
  customerB: ['B'],
  ...Object.fromEntries([...staff, 'admin'].map((actor) => [actor, ['A', 'B']])),
});
const perOwner = (build: (w: World, owner: Owner) => Body) => ({
  A: (w: World) => build(w, 'A'),
  B: (w: World) => build(w, 'B'),
});
/** The customer the body is for: the actor itself, or customer A when staff creates it. */
const ownerFor = (w: World, actor: Actor) => (CUSTOMERS.includes(actor) ? w.id[actor] : w.id.customerA);
const fixture = (w: World, collection: CollectionName, key: string) => w.fixtures[collection]![key]!;

const png = () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])], {
    type: 'image/png',
  });

const SPECS: Record<CollectionName, Spec> = {
  users: {
    actorFixtures: { A: 'customerA', B: 'customerB' },
    // The warehouse finds customers through /api/admin/customers/lookup (code and name only).
    visible: { ...owned('sales', 'finance') },
    // Sign-up is open to anyone.
    create: {
      allowed: [...ACTORS],
      body: () => ({ email: uniqueEmail('matrix'), password: PASSWORD, passwordConfirm: PASSWORD, name: 'New' }),
    },
    update: { allowed: ['customerA'], body: () => ({ name: 'Renamed' }) },
    delete: { allowed: [] },
    owner: { field: 'id' },
  },
  staff: {
    actorFixtures: { S: 'sales', W: 'warehouse' },
    visible: { sales: ['S'], warehouse: ['W'], admin: ['S', 'W'] },
    create: {
      allowed: ['admin'],
      body: () => ({
        email: uniqueEmail('staff'),
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        name: 'New Staff',
        roles: ['sales'],
        active: true,
      }),
    },
    update: { allowed: ['sales', 'admin'], body: () => ({ name: 'Sam Renamed' }) },
    // Staff are deactivated, never deleted (an admin gets a 400 saying so: tests/staff.test.ts).
    delete: { allowed: [] },
  },
  areas: {
    fixtures: { on: () => ({ name: `Matrix ${tag()}`, kind: 'province', zone: 'ZM' }) },
    visible: everyone(['on']),
    create: { allowed: ['admin'], body: () => ({ name: `Area ${tag()}`, kind: 'district', zone: 'ZM' }) },
    update: { allowed: ['admin'], body: () => ({ name: `Area ${tag()}` }) },
    delete: { allowed: ['admin'], fresh: () => ({ name: `Gone ${tag()}`, kind: 'district' }) },
  },
  warehouses: {
    fixtures: {
      on: () => ({ code: `M${tag()}`, name: 'Open', address: 'Guangzhou', active: true }),
      off: () => ({ code: `M${tag()}`, name: 'Closed', address: 'Shenzhen', active: false }),
    },
    visible: publicAndStaff(['on'], ['on', 'off']),
    create: {
      allowed: ['warehouse', 'admin'],
      body: () => ({ code: `M${tag()}`, name: 'New', address: 'Yiwu', active: true }),
    },
    update: { allowed: ['warehouse', 'admin'], body: () => ({ name: 'Renamed' }) },
    delete: { allowed: ['admin'], fresh: () => ({ code: `M${tag()}`, name: 'Gone', address: 'x', active: true }) },
  },
  settings: {
    // Never the `default` key: other test files price against it.
    fixtures: {
      on: () => ({
        key: `matrix-${tag().toLowerCase()}`,
        source_currency: 'CNY',
        home_currency: 'VND',
        service_fee_tiers: [{ upTo: null, percent: 5 }],
        volumetric_divisor: 6000,
      }),
    },
    visible: everyone(['on']),
    create: {
      allowed: ['finance', 'admin'],
      body: () => ({
        key: `matrix-${tag().toLowerCase()}`,
        source_currency: 'CNY',
        home_currency: 'VND',
        service_fee_tiers: [{ upTo: null, percent: 5 }],
        volumetric_divisor: 5000,
      }),
    },
    update: { allowed: ['finance', 'admin'], body: () => ({ free_storage_days: 30 }) },
    delete: { allowed: [] },
  },
  exchange_rates: {
    // A currency pair nobody prices with, so other test files never pick these rates up.
    fixtures: { on: () => ({ from: 'XTS', to: 'XXX', rate: 3500, effective_from: '2026-01-01 00:00:00.000Z' }) },
    visible: everyone(['on']),
    create: {
      allowed: ['finance', 'admin'],
      body: () => ({ from: 'XTS', to: 'XXX', rate: 3600, effective_from: '2026-02-01 00:00:00.000Z' }),
    },
    update: { allowed: [], body: () => ({ rate: 1 }) },
    delete: {
      allowed: ['admin'],
      fresh: () => ({ from: 'XTS', to: 'XXX', rate: 1, effective_from: '2025-01-01 00:00:00.000Z' }),
    },
  },
  shipping_lines: {
    fixtures: {
      on: () => ({ name: 'Matrix air', kind: 'air', zone: 'ZMATRIX', price_per_kg: 90000, active: true }),
      off: () => ({ name: 'Matrix sea', kind: 'sea', zone: 'ZMATRIX', price_per_kg: 30000, active: false }),
    },
    visible: publicAndStaff(['on'], ['on', 'off']),
    create: {
      allowed: ['finance', 'admin'],
      body: () => ({ name: 'New line', kind: 'air_express', zone: 'ZMATRIX', price_per_kg: 150000, active: false }),
    },
    update: { allowed: ['finance', 'admin'], body: () => ({ eta_days: 9 }) },
    delete: {
      allowed: ['admin'],
      fresh: () => ({ name: 'Gone', kind: 'sea', zone: 'ZMATRIX', price_per_kg: 1, active: false }),
    },
  },
  products: {
    fixtures: {
      on: () => ({ title: 'Matrix shoes', source: 'taobao', shop: 'Matrix shop', price_src: 9900, active: true }),
      off: () => ({ title: 'Matrix hidden', source: 'tmall', shop: 'Matrix shop', price_src: 100, active: false }),
    },
    visible: publicAndStaff(['on'], ['on', 'off']),
    create: {
      allowed: ['sales', 'admin'],
      body: () => ({ title: 'New product', source: '1688', price_src: 500, active: false }),
    },
    update: { allowed: ['sales', 'admin'], body: () => ({ description: 'Updated' }) },
    delete: { allowed: ['sales', 'admin'], fresh: () => ({ title: 'Gone', source: 'other', active: false }) },
  },
  collections: {
    fixtures: {
      on: (w) => ({
        title: 'Matrix picks',
        slug: `matrix-${tag().toLowerCase()}`,
        products: [w.ref.product],
        active: true,
      }),
      off: () => ({ title: 'Matrix draft', slug: `matrix-${tag().toLowerCase()}`, active: false }),
    },
    visible: publicAndStaff(['on'], ['on', 'off']),
    create: {
      allowed: ['sales', 'admin'],
      body: () => ({ title: 'New', slug: `new-${tag().toLowerCase()}`, active: false }),
    },
    update: { allowed: ['sales', 'admin'], body: () => ({ sort: 3 }) },
    delete: {
      allowed: ['sales', 'admin'],
      fresh: () => ({ title: 'Gone', slug: `gone-${tag().toLowerCase()}`, active: false }),
    },
  },
  addresses: {
    fixtures: perOwner((w, owner) => ({
      user: w.id[ownerActor(owner)],
      name: `Home ${owner}`,
      phone: '0912345678',
      area: w.ref.area,
      detail: '1 Main street',
    })),
    // The warehouse packs from the shipment's address snapshot, never the address book.
    visible: owned('sales'),
    create: {
      allowed: CUSTOMERS,
      body: (w, actor) => ({
        user: ownerFor(w, actor),
        name: 'Office',
        phone: '0912345679',
        area: w.ref.area,
        detail: '2 Side street',
      }),
    },
    update: { allowed: ['customerA'], body: () => ({ detail: '3 New street' }) },
    delete: {
      allowed: ['customerA'],
      fresh: (w) => ({ user: w.id.customerA, name: 'Old', phone: '0912345670', area: w.ref.area, detail: 'gone' }),
    },
    owner: { field: 'user' },
  },
  cart_items: {
    fixtures: perOwner((w, owner) => ({
      user: w.id[ownerActor(owner)],
      link: 'https://item.taobao.com/item.htm?id=1',
      title: `Manual ${owner}`,
      qty: 1,
      unit_price_src: 1000,
    })),
    visible: owned('sales'),
    create: {
      allowed: CUSTOMERS,
      body: (w, actor) => ({
        user: ownerFor(w, actor),
        link: 'https://detail.1688.com/offer/2.html',
        title: 'Socks',
        qty: 2,
        unit_price_src: 500,
      }),
    },
    update: { allowed: ['customerA'], body: () => ({ qty: 3 }) },
    delete: {
      allowed: ['customerA'],
      fresh: (w) => ({ user: w.id.customerA, link: 'https://x.test/1', title: 'Gone', qty: 1, unit_price_src: 1 }),
    },
    owner: { field: 'user' },
  },
  orders: {
    fixtures: perOwner((w, owner) => ({
      code: `OM-${tag()}`,
      user: w.id[ownerActor(owner)],
      status: 'placed',
      shop: 'Matrix shop',
      goods_value_src: 1000,
      rate: 3500,
      goods_value: 35000,
      service_fee: 5000,
      total: 40000,
      paid: 40000,
    })),
    visible: owned('sales', 'finance', 'warehouse'),
    create: { allowed: [], body: (w, actor) => ({ user: ownerFor(w, actor), status: 'placed', total: 1 }) },
    update: { allowed: [], body: () => ({ note: 'changed' }) },
    delete: { allowed: [] },
    owner: { field: 'user' },
  },
  order_items: {
    fixtures: perOwner((w, owner) => ({
      order: fixture(w, 'orders', owner),
      title: `Item ${owner}`,
      qty: 1,
      unit_price_src: 1000,
    })),
    visible: owned('sales', 'finance', 'warehouse'),
    create: {
      allowed: [],
      body: (w, actor) => ({
        order: fixture(w, 'orders', actor === 'customerB' ? 'B' : 'A'),
        title: 'Extra',
        qty: 1,
        unit_price_src: 1,
      }),
    },
    update: { allowed: [], body: () => ({ note: 'changed' }) },
    delete: { allowed: [] },
    owner: { field: 'order', via: 'orders' },
  },
  parcels: {
    fixtures: perOwner((w, owner) => ({
      tracking_code: `PM${tag()}`,
      user: w.id[ownerActor(owner)],
      status: 'expected',
      description: `Parcel ${owner}`,
      declared_value: 100000,
    })),
    visible: owned('warehouse', 'sales'),
    create: {
      allowed: CUSTOMERS,
      body: (w, actor) => ({
        tracking_code: `PM${tag()}`,
        user: ownerFor(w, actor),
        description: 'Shoes',
        declared_value: 50000,
      }),
    },
    update: { allowed: ['warehouse', 'admin'], body: () => ({ shelf: 'A-01' }) },
    delete: { allowed: [] },
    owner: { field: 'user' },
  },
  parcel_claims: {
    fixtures: perOwner((w, owner) => ({
      parcel: fixture(w, 'parcels', owner),
      user: w.id[ownerActor(owner)],
      source: 'declaration',
      status: 'pending',
    })),
    visible: owned('warehouse', 'sales'),
    create: {
      allowed: [],
      body: (w, actor) => ({
        parcel: fixture(w, 'parcels', 'A'),
        user: ownerFor(w, actor),
        source: 'declaration',
        status: 'accepted',
      }),
    },
    update: { allowed: [], body: () => ({ status: 'accepted' }) },
    delete: { allowed: [] },
    owner: { field: 'user' },
  },
  fulfillments: {
    fixtures: perOwner((w, owner) => ({
      code: `FM-${tag()}`,
      user: w.id[ownerActor(owner)],
      parcels: [fixture(w, 'parcels', owner)],
      address: fixture(w, 'addresses', owner),
      status: 'draft',
      total: 100000,
    })),
    visible: owned('warehouse', 'finance', 'sales'),
    create: {
      allowed: [],
      body: (w, actor) => ({
        user: ownerFor(w, actor),
        parcels: [fixture(w, 'parcels', actor === 'customerB' ? 'B' : 'A')],
        status: 'draft',
      }),
    },
    update: { allowed: [], body: () => ({ carrier: 'VNPost' }) },
    delete: { allowed: [] },
    owner: { field: 'user' },
  },
  wallet_transactions: {
    fixtures: perOwner((w, owner) => ({
      user: w.id[ownerActor(owner)],
      amount: 100000,
      balance_after: 100000,
      kind: 'adjustment',
      ref: `matrix-${tag()}`,
      note: 'matrix fixture',
    })),
    visible: owned('finance'),
    create: {
      allowed: [],
      body: (w, actor) => ({
        user: ownerFor(w, actor),
        amount: 1_000_000,
        balance_after: 1_000_000,
        kind: 'adjustment',
        ref: `matrix-${tag()}`,
      }),
    },
    update: { allowed: [], body: () => ({ amount: 9_999_999 }) },
    delete: { allowed: [] },
    owner: { field: 'user' },
  },
  recharges: {
    fixtures: perOwner((w, owner) => ({ user: w.id[ownerActor(owner)], amount: 200000 })),
    visible: owned('finance'),
    create: { allowed: CUSTOMERS, body: (w, actor) => ({ user: ownerFor(w, actor), amount: 300000, proof: png() }) },
    update: { allowed: [], body: () => ({ status: 'approved' }) },
    delete: { allowed: [] },
    owner: { field: 'user' },
  },
  refunds: {
    fixtures: perOwner((w, owner) => ({
      user: w.id[ownerActor(owner)],
      order: fixture(w, 'orders', owner),
      amount: 1000,
      reason: 'matrix',
    })),
    visible: owned('finance', 'sales'),
    create: {
      allowed: ['sales', 'admin'],
      body: (w, actor) => ({
        user: ownerFor(w, actor),
        order: fixture(w, 'orders', actor === 'customerB' ? 'B' : 'A'),
        amount: 1000,
        reason: 'Item missing',
        requested_by: w.id[actor] ?? '',
      }),
    },
    update: { allowed: [], body: () => ({ status: 'approved' }) },
    delete: { allowed: [] },
    owner: { field: 'user' },
  },
  complaints: {
    fixtures: perOwner((w, owner) => ({
      user: w.id[ownerActor(owner)],
      order: fixture(w, 'orders', owner),
      type: 'late',
      description: `Late ${owner}`,
      status: 'open',
    })),
    visible: owned('sales'),
    create: {
      allowed: CUSTOMERS,
      body: (w, actor) => ({ user: ownerFor(w, actor), type: 'other', description: 'Something is wrong' }),
    },
    update: { allowed: ['sales', 'admin'], body: () => ({ status: 'in_progress' }) },
    delete: { allowed: [] },
    owner: { field: 'user' },
  },
  complaint_messages: {
    fixtures: perOwner((w, owner) => ({
      complaint: fixture(w, 'complaints', owner),
      author_user: w.id[ownerActor(owner)],
      body: `Hello from ${owner}`,
    })),
    visible: owned('sales'),
    create: {
      allowed: [...CUSTOMERS, 'sales', 'admin'],
      body: (w, actor) =>
        STAFF.includes(actor) || actor === 'inactive'
          ? { complaint: fixture(w, 'complaints', 'A'), author_staff: w.id[actor], body: 'We are on it' }
          : {
              complaint: fixture(w, 'complaints', actor === 'customerB' ? 'B' : 'A'),
              author_user: ownerFor(w, actor),
              body: 'Any news?',
            },
    },
    update: { allowed: [], body: () => ({ body: 'edited' }) },
    delete: { allowed: [] },
    owner: { field: 'complaint', via: 'complaints' },
  },
  conversations: {
    fixtures: perOwner((w, owner) => ({ user: w.id[ownerActor(owner)], status: 'open' })),
    visible: owned('sales'),
    // A customer's second create answers with the conversation they already have.
    create: { allowed: CUSTOMERS, body: (w, actor) => ({ user: ownerFor(w, actor) }) },
    update: { allowed: ['sales', 'admin'], body: () => ({ status: 'closed' }) },
    delete: { allowed: [] },
    owner: { field: 'user' },
  },
  messages: {
    fixtures: {
      ...perOwner((w, owner) => ({
        conversation: fixture(w, 'conversations', owner),
        author_staff: w.id.sales,
        body: `Hello ${owner}`,
      })),
      fromA: (w) => ({ conversation: fixture(w, 'conversations', 'A'), author_user: w.id.customerA, body: 'Hi' }),
    },
    visible: { customerA: ['A', 'fromA'], customerB: ['B'], sales: ['A', 'B', 'fromA'], admin: ['A', 'B', 'fromA'] },
    create: {
      allowed: [...CUSTOMERS, 'sales', 'admin'],
      body: (w, actor) =>
        STAFF.includes(actor) || actor === 'inactive'
          ? { conversation: fixture(w, 'conversations', 'A'), author_staff: w.id[actor], body: 'How can we help?' }
          : {
              conversation: fixture(w, 'conversations', actor === 'customerB' ? 'B' : 'A'),
              author_user: ownerFor(w, actor),
              body: 'Question',
            },
    },
    // Each side marks the other side's message as read.
    update: {
      allowed: ['customerA', 'sales', 'admin'],
      body: () => ({ read_at: new Date().toISOString().replace('T', ' ') }),
      target: (actor) => (STAFF.includes(actor) || actor === 'inactive' ? 'fromA' : 'A'),
    },
    delete: { allowed: [] },
    owner: { field: 'conversation', via: 'conversations' },
  },
  notifications: {
    fixtures: perOwner((w, owner) => ({ user: w.id[ownerActor(owner)], title: `Note ${owner}`, body: 'x' })),
    visible: owned(),
    create: { allowed: [], body: (w, actor) => ({ user: ownerFor(w, actor), title: 'Fake' }) },
    update: { allowed: ['customerA'], body: () => ({ read_at: new Date().toISOString().replace('T', ' ') }) },
    delete: { allowed: [] },
    owner: { field: 'user' },
  },
  audit_logs: {
    fixtures: { on: (w) => ({ staff: w.id.admin, action: 'matrix.test', collection: 'orders', record: 'x' }) },
    visible: { admin: ['on'] },
    create: { allowed: [], body: (w, actor) => ({ staff: w.id[actor] ?? '', action: 'forged' }) },
    update: { allowed: [], body: () => ({ action: 'rewritten' }) },
    delete: { allowed: [] },
  },
};

const REFUSED = [400, 403, 404];

let world: World;

beforeAll(async () => {
  const su = await superuser();
  const [customerA, customerB, sales, warehouse, finance, admin, inactive] = await Promise.all([
    newCustomer(),
    newCustomer(),
    newStaff(['sales']),
    newStaff(['warehouse']),
    newStaff(['finance']),
    newStaff(['admin']),
    newStaff(['admin']),
  ]);
  // Signed in while active, then deactivated: the token stays valid, the rules must refuse it.
  await su.collection('staff').update(inactive.id, { active: false });
  const clients: Record<Actor, PocketBase> = {
    anonymous: anonymous(),
    customerA,
    customerB,
    sales: sales.pb,
    warehouse: warehouse.pb,
    finance: finance.pb,
    admin: admin.pb,
    inactive: inactive.pb,
  };
  const id = {
    anonymous: '',
    customerA: customerA.authStore.record!.id,
    customerB: customerB.authStore.record!.id,
    sales: sales.id,
    warehouse: warehouse.id,
    finance: finance.id,
    admin: admin.id,
    inactive: inactive.id,
  };
  const area = await su.collection('areas').create({ name: `Matrix ${tag()}`, kind: 'province', zone: 'ZM' });
  const product = await su
    .collection('products')
    .create({ title: 'Matrix ref', source: 'taobao', price_src: 100, active: true });
  world = { su, clients, id, ref: { area: area.id, product: product.id }, fixtures: {} };
  for (const [name, spec] of Object.entries(SPECS) as [CollectionName, Spec][]) {
    const ids: Record<string, string> = {};
    for (const [key, actor] of Object.entries(spec.actorFixtures ?? {})) ids[key] = id[actor];
    world.fixtures[name] = ids;
    for (const [key, build] of Object.entries(spec.fixtures ?? {})) {
      ids[key] = (await su.collection(name).create(build(world))).id;
    }
  }
});

interface Case {
  collection: CollectionName;
  actor: Actor;
  op: Op;
  allowed: boolean;
  name: string;
}

function cases(): Case[] {
  const all: Case[] = [];
  for (const [collection, spec] of Object.entries(SPECS) as [CollectionName, Spec][]) {
    const keys = [...Object.keys(spec.actorFixtures ?? {}), ...Object.keys(spec.fixtures ?? {})];
    for (const actor of ACTORS) {
      const visible = spec.visible[actor] ?? [];
      const sees =
        visible.length === 0 ? 'nothing' : visible.length === keys.length ? 'every fixture' : visible.join(', ');
      for (const op of OPS) {
        const allowed = op === 'list' || op === 'view' ? visible.length > 0 : spec[op].allowed.includes(actor);
        const name =
          op === 'list' || op === 'view'
            ? `${actor} ${op}s ${sees} of ${collection}`
            : `${actor} ${allowed ? 'may' : 'may not'} ${op} ${collection}`;
        all.push({ collection, actor, op, allowed, name });
      }
    }
  }
  return all;
}

describe('the access matrix', () => {
  it.each(cases())('$name', async ({ collection, actor, op, allowed }) => {
    const spec = SPECS[collection];
    const pb = world.clients[actor];
    const ids = world.fixtures[collection]!;
    const keys = Object.keys(ids);
    const visible = new Set(spec.visible[actor] ?? []);

    if (op === 'list') {
      const filter = keys.map((key) => `id = '${ids[key]}'`).join(' || ');
      let seen: string[] = [];
      try {
        seen = (await pb.collection(collection).getFullList({ filter })).map((record) => record.id);
      } catch (error) {
        if (!(error instanceof ClientResponseError) || !REFUSED.includes(error.status)) throw error;
      }
      const expected = keys.filter((key) => visible.has(key)).map((key) => ids[key]);
      expect([...seen].sort()).toEqual([...expected].sort());
      return;
    }

    if (op === 'view') {
      for (const key of keys) {
        const status = await statusOf(pb.collection(collection).getOne(ids[key]!));
        if (visible.has(key)) expect(status, `view ${key}`).toBe(200);
        else expect(REFUSED, `view ${key} answered ${status}`).toContain(status);
      }
      return;
    }

    let status: number;
    if (op === 'create') {
      status = await statusOf(pb.collection(collection).create(spec.create.body(world, actor)));
    } else if (op === 'update') {
      const target = ids[spec.update.target?.(actor) ?? keys[0]!]!;
      status = await statusOf(pb.collection(collection).update(target, spec.update.body(world)));
    } else {
      const target = spec.delete.fresh
        ? (await world.su.collection(collection).create(spec.delete.fresh(world))).id
        : ids[keys[0]!]!;
      status = await statusOf(pb.collection(collection).delete(target));
    }
    if (allowed) expect(status).toBe(200);
    else expect(REFUSED, `answered ${status}`).toContain(status);
  });
});

describe('a customer list', () => {
  const ownedCollections = (Object.entries(SPECS) as [CollectionName, Spec][]).filter(([, spec]) => spec.owner);

  it.each(ownedCollections.map(([name]) => name))('of %s never holds another customer’s record', async (name) => {
    const { field, via } = SPECS[name].owner!;
    for (const actor of CUSTOMERS) {
      const records = await world.clients[actor].collection(name).getFullList();
      expect(records.length, `${actor} sees their own ${name}`).toBeGreaterThan(0);
      for (const record of records) {
        const owner = via
          ? ((await world.su.collection(via).getOne(record[field] as string)).user as string)
          : (record[field] as string);
        expect(owner, `${actor} got ${name} ${record.id}`).toBe(world.id[actor]);
      }
    }
  });
});

/** Expects the request to be refused (400/403/404). */
async function expectRefused(promise: Promise<unknown>): Promise<void> {
  expect(REFUSED).toContain(await statusOf(promise));
}

describe('a customer', () => {
  const own = (collection: CollectionName) => fixture(world, collection, 'A');
  const a = () => world.clients.customerA;

  it.each([
    ['addresses', () => SPECS.addresses.create.body(world, 'customerB')],
    ['cart_items', () => SPECS.cart_items.create.body(world, 'customerB')],
    ['parcels', () => SPECS.parcels.create.body(world, 'customerB')],
    ['recharges', () => ({ user: world.id.customerB, amount: 300000 })],
    ['complaints', () => SPECS.complaints.create.body(world, 'customerB')],
  ] as [CollectionName, () => Body][])('cannot create %s in another customer’s name', async (name, body) => {
    await expectRefused(a().collection(name).create(body()));
  });

  it.each(['addresses', 'cart_items'] as CollectionName[])('cannot hand own %s to another customer', async (name) => {
    await expectRefused(a().collection(name).update(own(name), { user: world.id.customerB }));
    expect((await world.su.collection(name).getOne(own(name))).user).toBe(world.id.customerA);
  });

  it.each([
    ['status', { status: 'received' }],
    ['weight_kg', { weight_kg: 0.1 }],
    ['chargeable_kg', { chargeable_kg: 0.1 }],
    ['order', () => ({ order: fixture(world, 'orders', 'A') })],
    ['shelf', { shelf: 'A-1' }],
    ['photos', () => ({ photos: [png()] })],
  ] as [string, Body | (() => Body)][])('cannot set %s when declaring a parcel', async (_field, extra) => {
    const body = {
      ...SPECS.parcels.create.body(world, 'customerA'),
      ...(typeof extra === 'function' ? extra() : extra),
    };
    await expectRefused(a().collection('parcels').create(body));
  });

  it('cannot change a parcel after declaring it', async () => {
    await expectRefused(a().collection('parcels').update(own('parcels'), { declared_value: 1 }));
  });

  it.each([
    ['status', { status: 'approved' }],
    ['reference', { reference: 'FREE-MONEY' }],
    ['reviewed_by', () => ({ reviewed_by: world.id.finance })],
  ] as [string, Body | (() => Body)][])('cannot set %s on a recharge', async (_field, extra) => {
    const body = { user: world.id.customerA, amount: 300000, ...(typeof extra === 'function' ? extra() : extra) };
    await expectRefused(a().collection('recharges').create(body));
  });

  it.each([
    ['status', { status: 'resolved' }],
    ['resolution', { resolution: 'Refund me' }],
    ['refund', () => ({ refund: fixture(world, 'refunds', 'A') })],
  ] as [string, Body | (() => Body)][])('cannot set %s on a complaint', async (_field, extra) => {
    const body = {
      ...SPECS.complaints.create.body(world, 'customerA'),
      ...(typeof extra === 'function' ? extra() : extra),
    };
    await expectRefused(a().collection('complaints').create(body));
  });

  it('cannot complain about another customer’s order', async () => {
    const body = { ...SPECS.complaints.create.body(world, 'customerA'), order: fixture(world, 'orders', 'B') };
    await expectRefused(a().collection('complaints').create(body));
  });

  it('cannot write in another customer’s complaint or conversation', async () => {
    const me = world.id.customerA;
    await expectRefused(
      a()
        .collection('complaint_messages')
        .create({ complaint: fixture(world, 'complaints', 'B'), author_user: me, body: 'hi' }),
    );
    await expectRefused(
      a()
        .collection('messages')
        .create({ conversation: fixture(world, 'conversations', 'B'), author_user: me, body: 'hi' }),
    );
  });

  it('cannot write a message in the name of staff', async () => {
    const conversation = own('conversations');
    await expectRefused(
      a().collection('messages').create({ conversation, author_staff: world.id.sales, body: 'Refund approved' }),
    );
    await expectRefused(
      a()
        .collection('complaint_messages')
        .create({ complaint: own('complaints'), author_staff: world.id.sales, body: 'Refund approved' }),
    );
  });

  it('can only mark a staff message read, not rewrite it', async () => {
    const message = own('messages');
    await expectRefused(a().collection('messages').update(message, { body: 'rewritten' }));
    await expectRefused(
      a()
        .collection('messages')
        .update(message, { 'attachments+': [png()] }),
    );
    await expectRefused(
      a()
        .collection('messages')
        .update(fixture(world, 'messages', 'fromA'), { read_at: '' }),
    );
  });

  it('can only mark a notification read, not rewrite it', async () => {
    await expectRefused(a().collection('notifications').update(own('notifications'), { title: 'You won' }));
    await expectRefused(a().collection('notifications').update(own('notifications'), { user: world.id.customerB }));
  });

  it('cannot raise their balance with a field modifier', async () => {
    await expectRefused(a().collection('users').update(world.id.customerA, { 'balance+': 1_000_000 }));
    expect((await world.su.collection('users').getOne(world.id.customerA)).balance).toBe(0);
  });

  it('cannot make another customer’s address their default', async () => {
    await expectRefused(
      a()
        .collection('users')
        .update(world.id.customerA, { default_address: fixture(world, 'addresses', 'B') }),
    );
    const updated = await a()
      .collection('users')
      .update(world.id.customerA, { default_address: own('addresses') });
    expect(updated.default_address).toBe(own('addresses'));
  });
});

describe('staff', () => {
  it('in sales cannot create an approved refund or one in another’s name', async () => {
    const sales = world.clients.sales;
    const body = SPECS.refunds.create.body(world, 'sales');
    await expectRefused(sales.collection('refunds').create({ ...body, status: 'approved' }));
    await expectRefused(sales.collection('refunds').create({ ...body, reviewed_by: world.id.finance }));
    await expectRefused(sales.collection('refunds').create({ ...body, requested_by: world.id.admin }));
  });

  it('in sales cannot refund one customer’s order to another customer', async () => {
    const body = { ...SPECS.refunds.create.body(world, 'sales'), user: world.id.customerB };
    await expectRefused(world.clients.sales.collection('refunds').create(body));
  });

  it.each([
    ['weight_kg', { weight_kg: 0.1 }],
    ['status', { status: 'delivered' }],
    ['user', () => ({ user: world.id.customerB })],
    ['tracking_code', { tracking_code: 'CHANGED1' }],
  ] as [string, Body | (() => Body)][])('in the warehouse cannot set a parcel’s %s directly', async (_f, patch) => {
    const parcel = fixture(world, 'parcels', 'A');
    await expectRefused(
      world.clients.warehouse.collection('parcels').update(parcel, typeof patch === 'function' ? patch() : patch),
    );
  });

  it('in the warehouse can add photos to a parcel', async () => {
    const parcel = fixture(world, 'parcels', 'B');
    const updated = await world.clients.warehouse.collection('parcels').update(parcel, { 'photos+': [png()] });
    expect(updated.photos).toHaveLength(1);
  });

  it('cannot write a message in another staff member’s name', async () => {
    await expectRefused(
      world.clients.admin
        .collection('messages')
        .create({ conversation: fixture(world, 'conversations', 'A'), author_staff: world.id.sales, body: 'x' }),
    );
  });

  it('in sales cannot rewrite a complaint’s description or owner', async () => {
    const complaint = fixture(world, 'complaints', 'B');
    await expectRefused(world.clients.sales.collection('complaints').update(complaint, { description: 'nothing' }));
    await expectRefused(world.clients.sales.collection('complaints').update(complaint, { user: world.id.customerA }));
  });

  it('who were deactivated cannot read even their own staff record', async () => {
    await expectRefused(world.clients.inactive.collection('staff').getOne(world.id.inactive));
  });
});
