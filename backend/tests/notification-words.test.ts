import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveRecharge, approveRefund, checkout, rejectRecharge } from '../../shared-contracts/src/api';
import { anonymous, newCustomer, newStaff, PASSWORD, superuser, uniqueEmail } from '../testing/clients';
import { addManualItem, failure, finance, fundedCustomer } from '../testing/fixtures';
import { startPocketBase, type PocketBaseProcess } from '../testing/start-pocketbase';
import { readMails, startSmtpCapture } from '../../e2e/support/smtp-capture';

// Words follow the reader (DESIGN section 9): a notification holds its message key and values,
// amounts raw with their currency; the customer's e-mails are written in their language.

async function notificationsOf(pb: PocketBase) {
  return pb.collection('notifications').getFullList({ sort: '-created,-id' });
}

describe('a notification', () => {
  it('holds its message key and raw values, and links a top-up to its own record', async () => {
    const pb = await newCustomer();
    const recharge = await pb.collection('recharges').create({ user: pb.authStore.record!.id, amount: 120_000 });
    await approveRecharge(await finance(), recharge.id);
    const [note] = await notificationsOf(pb);
    expect(note).toMatchObject({
      key: 'topUpApproved',
      values: { reference: recharge.reference, amount: { money: 120_000, currency: 'VND' }, reason: '' },
      link: `/account/recharge?id=${recharge.id}`,
      // The English text stays for readers that do not know the key.
      title: `Top-up ${recharge.reference} approved: 120,000 VND added to your wallet`,
    });
  });

  it('links a rejected top-up to its record and calls it a top-up', async () => {
    const pb = await newCustomer();
    const recharge = await pb.collection('recharges').create({ user: pb.authStore.record!.id, amount: 50_000 });
    await rejectRecharge(await finance(), recharge.id, { reason: 'No transfer received' });
    const [note] = await notificationsOf(pb);
    expect(note).toMatchObject({
      key: 'topUpRejected',
      values: { reference: recharge.reference, reason: 'No transfer received' },
      link: `/account/recharge?id=${recharge.id}`,
    });
    expect(note!.title).not.toMatch(/recharge/i);
  });

  it('names the order of an approved refund and links to the refund', async () => {
    const pb = await fundedCustomer(1_000_000);
    const item = await addManualItem(pb);
    const { orders } = await checkout(pb, { cartItems: [item.id] });
    const order = orders[0]!;
    const sales = await newStaff(['sales']);
    const refund = await sales.pb
      .collection('refunds')
      .create({ user: order.user, order: order.id, amount: 20_000, reason: 'Item missing', requested_by: sales.id });
    await approveRefund(await finance(), refund.id);
    const note = (await notificationsOf(pb)).find((n) => n.key === 'refundApproved');
    expect(note).toMatchObject({
      values: {
        target: { key: 'target.order', values: { code: order.code } },
        amount: { money: 20_000, currency: 'VND' },
      },
      link: `/account/refund?id=${refund.id}`,
      title: `Refund for order ${order.code} approved: 20,000 VND added to your wallet`,
    });
  });

  it('cannot have its key or values rewritten by the customer, who may still mark it read', async () => {
    const pb = await newCustomer();
    const recharge = await pb.collection('recharges').create({ user: pb.authStore.record!.id, amount: 50_000 });
    await rejectRecharge(await finance(), recharge.id, { reason: 'No transfer received' });
    const [note] = await notificationsOf(pb);
    for (const patch of [{ key: 'welcome' }, { values: { reason: 'forged' } }]) {
      expect([400, 403, 404]).toContain((await failure(pb.collection('notifications').update(note!.id, patch))).status);
    }
    const read = await pb.collection('notifications').update(note!.id, { read_at: new Date().toISOString() });
    expect(read).toMatchObject({ key: 'topUpRejected', values: { reason: 'No transfer received' } });
    expect(read.read_at).not.toBe('');
  });
});

describe("a customer's language", () => {
  it('is the language of the sign-up, unless it names one; the customer may change it', async () => {
    const signUp = async (headers: Record<string, string>, fields: Record<string, unknown> = {}) => {
      const pb = anonymous();
      return pb
        .collection('users')
        .create({ email: uniqueEmail('lang'), password: PASSWORD, passwordConfirm: PASSWORD, ...fields }, { headers });
    };
    expect((await signUp({ 'Accept-Language': 'vi' })).language).toBe('vi');
    expect((await signUp({ 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.8' })).language).toBe('vi');
    expect((await signUp({ 'Accept-Language': 'en' })).language).toBe('en');
    expect((await signUp({ 'Accept-Language': 'vi' }, { language: 'en' })).language).toBe('en');
    const pb = await newCustomer();
    const changed = await pb.collection('users').update(pb.authStore.record!.id, { language: 'vi' });
    expect(changed.language).toBe('vi');
    expect((await failure(pb.collection('users').update(pb.authStore.record!.id, { language: 'fr' }))).status).toBe(
      400,
    );
  });

  it('is taken at sign-in by an account that has none (made before accounts kept one), and kept after', async () => {
    const email = uniqueEmail('lang');
    const user = await (
      await superuser()
    )
      .collection('users')
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD });
    await (await superuser()).collection('users').update(user.id, { language: '' });
    const signIn = (language: string) =>
      anonymous()
        .collection('users')
        .authWithPassword(email, PASSWORD, { headers: { 'Accept-Language': language } });
    expect((await signIn('vi')).record.language).toBe('vi');
    expect((await signIn('en')).record.language).toBe('vi');
  });
});

/** The subject and HTML of a raw mail, decoded (encoded words; quoted-printable or base64 body). */
function readMail(raw: string): { subject: string; html: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]/g, ' ');
  const subjectLine = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  const subject = subjectLine.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_q, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
  const body = rest.join('\n\n');
  const qp = /quoted-printable/i.test(raw);
  const html = qp
    ? Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_q, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : body;
  return { subject, html };
}

describe("the customer's e-mails", () => {
  let server: PocketBaseProcess;
  const mailDir = mkdtempSync(join(tmpdir(), 'fwd-mails-'));
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture(mailDir);
    server = await startPocketBase({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_TLS: 'false', APP_URL: 'http://shop.test' },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  async function resetMailFor(fields: Record<string, unknown>) {
    const customer = await newCustomer(server.url, fields);
    const email = customer.authStore.record!.email as string;
    await anonymous(server.url).collection('users').requestPasswordReset(email);
    const mailTo = () => readMails(mailDir).find((m) => m.to.includes(email));
    await expect.poll(() => mailTo() !== undefined, { timeout: 30_000 }).toBe(true);
    return readMail(mailTo()!.raw);
  }

  it('reach a Vietnamese reader in Vietnamese, with the same reset link', async () => {
    const mail = await resetMailFor({ language: 'vi' });
    expect(mail.subject).toContain('Đặt lại mật khẩu');
    expect(mail.html).toContain('Có người đã yêu cầu đặt lại mật khẩu');
    expect(mail.html).toMatch(/href="http:\/\/shop\.test\/confirm-password\/[A-Za-z0-9._-]+"/);
    expect(mail.html).not.toContain('Someone asked');
  });

  it('reach an English reader in English', async () => {
    const mail = await resetMailFor({ language: 'en' });
    expect(mail.subject).toContain('Reset your');
    expect(mail.html).toContain('Someone asked to reset the password');
    expect(mail.html).toMatch(/href="http:\/\/shop\.test\/confirm-password\/[A-Za-z0-9._-]+"/);
  });
});
