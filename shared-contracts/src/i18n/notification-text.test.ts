// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatters } from '../format/use-format';
import { pb } from '../pocketbase/client';
import { chooseLanguage, initI18n, LANGUAGES, setLanguage, type Language } from './i18n';
import { notificationText, type NotificationMessage } from './notification-text';
import enWords from './notifications/en.json';
import viWords from './notifications/vi.json';

const CATALOGS = { en: enWords, vi: viWords };

function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

async function reader(language: Language) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { en: { notify: enWords }, vi: { notify: viWords } },
    ns: ['notify'],
    defaultNS: 'notify',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  const t = instance.getFixedT(language, 'notify') as unknown as (key: string, options: object) => string;
  return (message: NotificationMessage) => notificationText(message, t, formatters(language));
}

describe('the notification catalog', () => {
  it.each(LANGUAGES)('%s is byte-identical to the one the backend writes English text and e-mails from', (language) => {
    const shared = readFileSync(join(__dirname, 'notifications', `${language}.json`), 'utf8');
    const backend = readFileSync(
      join(__dirname, '../../../backend/pb_hooks/lib/notification-words', `${language}.json`),
      'utf8',
    );
    expect(shared).toBe(backend);
  });

  it('has every message in both languages (Vietnamese has no singular form)', () => {
    const english = keysOf(enWords).map((key) => key.replace(/_(one|other)$/, '_other'));
    expect([...new Set(english)].sort()).toEqual(keysOf(viWords).sort());
  });

  it("uses the pages' names: top-up and shipment, never recharge or fulfillment", () => {
    for (const catalog of Object.values(CATALOGS)) {
      const words = keysOf(catalog).map((key) => key.split('.').reduce<unknown>((n, k) => (n as never)[k], catalog));
      expect(words.filter((text) => /recharge|fulfil/i.test(String(text)))).toEqual([]);
    }
  });
});

describe('notificationText', () => {
  const topUp: NotificationMessage = {
    title: 'Top-up NAPC100011A2B approved: 1,250,000 VND added to your wallet',
    body: '',
    key: 'topUpApproved',
    values: { reference: 'NAPC100011A2B', amount: { money: 1_250_000, currency: 'VND' }, reason: '' },
  };

  it("renders the message in the reader's language, money in the reader's locale", async () => {
    const viText = (await reader('vi'))(topUp);
    expect(viText.title).toMatch(/^Đã duyệt nạp tiền NAPC100011A2B: 1\.250\.000\s?₫ đã được cộng vào ví$/);
    expect(viText.body).toBe('');
    const enText = (await reader('en'))(topUp);
    expect(enText.title).toMatch(/^Top-up NAPC100011A2B approved: ₫1,250,000 added to your wallet$/);
  });

  it('renders nested messages, lists of sentences, numbers and plural forms', async () => {
    const order: NotificationMessage = {
      title: 'Order O1 is purchased from the seller',
      body: '',
      key: 'orderStatus',
      values: {
        code: 'O1',
        status: { key: 'orderStatusName.purchased' },
        lines: [
          'Seller packed it twice.',
          { key: 'orderLine.repriceRefunded', values: { amount: { money: 20_000, currency: 'VND' } } },
        ],
      },
    };
    const viOrder = (await reader('vi'))(order);
    expect(viOrder.title).toBe('Đơn hàng O1 đã được mua từ người bán');
    expect(viOrder.body).toMatch(/^Seller packed it twice\. Hàng rẻ hơn số đã trả: 20\.000\s?₫ đã được hoàn vào ví/);

    const packed = { title: 'x', body: '', key: 'shipmentPacked', values: { code: 'F1', weight: { number: 2.9 } } };
    expect((await reader('vi'))(packed).body).toBe('Kiện hàng của bạn đã được đóng gói: 2,9 kg.');
    expect((await reader('en'))(packed)).toEqual({
      title: 'Shipment F1 is packed',
      body: 'Your parcels are packed: 2.9 kg.',
    });

    const warning = (count: number): NotificationMessage => ({
      title: 'x',
      body: '',
      key: 'storageWarning',
      values: { trackingCode: 'T1', ends: { date: '2026-03-01' }, count, fee: { money: 5_000, currency: 'VND' } },
    });
    const english = await reader('en');
    expect(english(warning(1)).body).toContain('ends on Mar 1, 2026 (in 1 day)');
    expect(english(warning(3)).body).toContain('(in 3 days)');
    expect((await reader('vi'))(warning(1)).body).toContain('(còn 1 ngày)');
  });

  it('shows the stored text of a row without a key, or with a key the catalog does not know', async () => {
    const render = await reader('vi');
    const old = { title: 'Recharge NAP1 approved', body: 'Old words', key: '', values: null };
    expect(render(old)).toEqual({ title: 'Recharge NAP1 approved', body: 'Old words' });
    expect(render({ ...old, key: 'somethingNew', values: {} })).toEqual({
      title: 'Recharge NAP1 approved',
      body: 'Old words',
    });
  });
});

describe("the customer's account", () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
  });

  const token = (exp: number) =>
    `x.${btoa(JSON.stringify({ exp, id: 'u1', type: 'auth', collectionId: '_pb_users_auth_' }))}.y`;

  it('keeps the language the customer chooses on a page, so the server writes their e-mails in it', async () => {
    pb.authStore.save(token(Math.floor(Date.now() / 1000) + 3600), {
      id: 'u1',
      collectionId: '_pb_users_auth_',
      collectionName: 'users',
      language: 'en',
    });
    const send = vi.spyOn(pb, 'send').mockResolvedValue({});
    await setLanguage('vi');
    expect(send).not.toHaveBeenCalled();
    await setLanguage('en');
    await chooseLanguage('vi');
    expect(send).toHaveBeenCalledWith(
      '/api/collections/users/records/u1',
      expect.objectContaining({ method: 'PATCH', body: { language: 'vi' } }),
    );
    await setLanguage('en');
  });

  it('is left alone for staff and visitors', async () => {
    const send = vi.spyOn(pb, 'send').mockResolvedValue({});
    await chooseLanguage('vi');
    pb.authStore.save(token(Math.floor(Date.now() / 1000) + 3600), {
      id: 's1',
      collectionId: 'staff',
      collectionName: 'staff',
    });
    await chooseLanguage('en');
    expect(send).not.toHaveBeenCalled();
  });
});
