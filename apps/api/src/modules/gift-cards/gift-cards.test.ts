import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES as M, GIFT_CARD_CSV_COLUMNS, isGiftCardCode, normalizeGiftCardCode } from '@shopwright/shared/credit';
import { newAccount } from '../../../test/api-client';
import { createTestApp, mailsTo, testConfig, type TestApp } from '../../../test/test-app';
import { checkoutApi, shopper } from '../orders/orders.fixtures';
import { addYears } from './gift-cards.service';
import { admin, creditApi } from './credit.fixtures';

let t: TestApp;
let c: ReturnType<typeof creditApi>;
let api: ReturnType<typeof checkoutApi>['api'];
beforeAll(async () => {
  t = await createTestApp();
  c = creditApi(t);
  api = checkoutApi(t).api;
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

describe('admin gift cards', () => {
  it('issues a card: the code is 16 unambiguous characters, grouped, shown once; only its HMAC and last 4 are stored', async () => {
    const staff = await admin(t);
    const res = await c.issue(staff, { amount: 25, note: 'Raffle prize' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      balance: 25,
      initial_balance: 25,
      currency: 'USD',
      status: 'active',
      disabled: false,
      expires_on: null,
    });
    expect(res.body.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(res.body.last4).toBe(res.body.code.slice(-4));
    const row = await t.ctx.db.selectFrom('gift_cards').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(normalizeGiftCardCode(res.body.code));
    const detail = await c.cardDetail(staff, res.body.id);
    expect(detail.body).not.toHaveProperty('code');
    expect(detail.body.movements).toMatchObject([{ kind: 'issue', amount: 25, balance_after: 25, actor: 'staff' }]);
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'gift_card.issue').execute();
    expect(audit.some((a) => a.entity_id === String(res.body.id))).toBe(true);
  });

  it('mails the code to a recipient', async () => {
    const staff = await admin(t);
    const card = await c.card(staff, 10, { recipient_email: 'friend@example.com' });
    const mails = await mailsTo(t, 'friend@example.com');
    expect(mails.at(-1)?.text_body).toContain(card.code);
    expect(mails.at(-1)?.subject).toBe('Your $10.00 gift card for Shopwright');
    expect(mails.at(-1)?.text_body).toContain('You have received a gift card worth $10.00 for Shopwright.');
  });

  it('mails a recipient with an account in their language', async () => {
    const staff = await admin(t);
    const account = newAccount();
    expect((await api.post('auth/register', account, { headers: { 'accept-language': 'de' } })).status).toBe(201);
    const card = await c.card(staff, 10, { recipient_email: account.email, currency: 'EUR', expires_on: addYears(today(), 6) });
    const mail = (await mailsTo(t, account.email)).at(-1)!;
    expect(mail.subject).toMatch(/^Ihr Geschenkgutschein über 10,00\s€ für Shopwright$/);
    expect(mail.text_body).toContain(`Gutscheincode: ${card.code}`);
    expect(mail.text_body).toContain(`Er ist bis ${addYears(today(), 6)} gültig.`);
    expect(mail.text_body).not.toMatch(/gift card|Enter it/);
  });

  it('refuses bad input with field messages', async () => {
    const staff = await admin(t);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: 0 }, 'amount', M.amountInvalid],
      [{ amount: 10.005 }, 'amount', M.amountInvalid],
      [{ amount: 20_000 }, 'amount', M.amountInvalid],
      [{ amount: 10, currency: 'XYZ' }, 'currency', M.currencyInvalid],
      [{ amount: 10, expires_on: '2030-02-30' }, 'expires_on', M.expiresOnInvalid],
      [{ amount: 10, expires_on: addYears(today(), 4) }, 'expires_on', M.expiresTooSoon(addYears(today(), 5))],
      [{ amount: 10, recipient_email: 'nope' }, 'recipient_email', M.emailInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await c.issue(staff, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field]).toContain(message);
    }
    expect((await c.issue(staff, { amount: 10, expires_on: addYears(today(), 5) })).status).toBe(201);
  });

  it('bulk issues cards as JSON and as CSV', async () => {
    const staff = await admin(t);
    const json = await api.post('admin/gift-cards/bulk', { count: 3, amount: 15, note: 'Fair' }, { token: staff.token });
    expect(json.status).toBe(201);
    expect(json.body.count).toBe(3);
    expect(new Set(json.body.cards.map((x: { code: string }) => x.code)).size).toBe(3);
    const csv = await api.post('admin/gift-cards/bulk?format=csv', { count: 2, amount: 5 }, { token: staff.token });
    expect(csv.status).toBe(201);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(GIFT_CARD_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^[A-Z2-9-]{19},[A-Z2-9]{4},5\.00,USD,,$/);
    const accept = await api.post(
      'admin/gift-cards/bulk',
      { count: 1, amount: 5 },
      { token: staff.token, headers: { accept: 'text/csv' } },
    );
    expect(accept.headers['content-type']).toContain('text/csv');
    expect((await api.post('admin/gift-cards/bulk', { count: 501, amount: 5 }, { token: staff.token })).body.errors.count).toContain(
      M.countInvalid,
    );
  });

  it('lists by last 4 and status, disables, moves the expiry; customers and guests are refused', async () => {
    const staff = await admin(t);
    const card = await c.card(staff, 30);
    const byLast4 = await api.get(`admin/gift-cards?last4=${card.last4.toLowerCase()}`, { token: staff.token });
    expect(byLast4.body.results.map((r: { id: number }) => r.id)).toContain(card.id);
    const off = await api.patch(`admin/gift-cards/${card.id}`, { disabled: true, note: 'Lost' }, { token: staff.token });
    expect(off.body).toMatchObject({ disabled: true, status: 'disabled', note: 'Lost' });
    const disabled = await api.get('admin/gift-cards?status=disabled', { token: staff.token });
    expect(disabled.body.results.map((r: { id: number }) => r.id)).toContain(card.id);
    const active = await api.get('admin/gift-cards?status=active', { token: staff.token });
    expect(active.body.results.map((r: { id: number }) => r.id)).not.toContain(card.id);
    const tooSoon = await api.patch(`admin/gift-cards/${card.id}`, { expires_on: addYears(today(), 1) }, { token: staff.token });
    expect(tooSoon.status).toBe(400);
    const later = await api.patch(`admin/gift-cards/${card.id}`, { expires_on: addYears(today(), 6) }, { token: staff.token });
    expect(later.body.expires_on).toBe(addYears(today(), 6));
    const customer = await shopper(t);
    expect((await api.get('admin/gift-cards', { token: customer.token })).status).toBe(403);
    expect((await api.get('admin/gift-cards')).status).toBe(401);
    expect((await api.get('admin/gift-cards/999999', { token: staff.token })).status).toBe(404);
  });
});

describe('API tokens', () => {
  it('reach gift cards and store credit with credit:read and credit:write only', async () => {
    const staff = await admin(t);
    const token = async (scopes: string[]) =>
      (await api.post('admin/api-tokens', { name: scopes.join(' '), scopes }, { token: staff.token })).body.token as string;
    const reader = await token(['credit:read']);
    const writer = await token(['credit:read', 'credit:write']);
    const customers = await token(['customers:read']);
    const s = await shopper(t);
    expect((await api.get('admin/gift-cards', { token: reader })).status).toBe(200);
    expect((await api.get(`admin/customers/${s.id}/store-credit`, { token: reader })).status).toBe(200);
    expect((await api.post('admin/gift-cards', { amount: 5 }, { token: reader })).status).toBe(403);
    expect((await api.post(`admin/customers/${s.id}/store-credit`, { amount: 5, reason: 'x' }, { token: reader })).status).toBe(403);
    expect((await api.get('admin/gift-cards', { token: customers })).status).toBe(403);
    expect((await api.post('admin/gift-cards', { amount: 5 }, { token: writer })).status).toBe(201);
    expect((await api.post(`admin/customers/${s.id}/store-credit`, { amount: 5, reason: 'API' }, { token: writer })).status).toBe(200);
  });
});

describe('GET gift-cards/{code}/balance', () => {
  it('answers the balance for the code in any case, with or without dashes', async () => {
    const staff = await admin(t);
    const card = await c.card(staff, 12.5);
    for (const form of [card.code, card.code.toLowerCase(), card.code.replaceAll('-', ''), card.code.replaceAll('-', ' ')]) {
      const res = await c.balance(form, { ip: '10.1.0.1' });
      expect(res.status, form).toBe(200);
      expect(res.body).toEqual({ last4: card.last4, balance: 12.5, currency: 'USD', expires_on: null });
    }
  });

  it('answers 404 with a reason, and 400 for a code of the wrong shape', async () => {
    const staff = await admin(t);
    const card = await c.card(staff, 5);
    await api.patch(`admin/gift-cards/${card.id}`, { disabled: true }, { token: staff.token });
    expect((await c.balance(card.code, { ip: '10.1.0.2' })).body).toMatchObject({ reason: 'disabled', detail: M.disabled });
    const expired = await c.card(staff, 5);
    await t.ctx.db.updateTable('gift_cards').set({ expires_on: '2020-01-01' }).where('id', '=', expired.id).execute();
    expect((await c.balance(expired.code, { ip: '10.1.0.2' })).body).toMatchObject({ reason: 'expired', detail: M.expired });
    const missing = await c.balance('ABCD-EFGH-JKLM-NPQR', { ip: '10.1.0.2' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', reason: 'not_found', detail: M.notFound });
    const bad = await c.balance('ABCD-0000', { ip: '10.1.0.2' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.code).toContain(M.codeInvalid);
    expect(isGiftCardCode('ABCDEFGHJKLMNPQR')).toBe(true);
    expect(isGiftCardCode('ABCDEFGHIKLMNPQR')).toBe(false);
  });

  it('is rate limited per address and per account', async () => {
    const limited = await createTestApp({
      rateLimits: {
        ...testConfig().rateLimits,
        giftCardPerIp: { max: 3, timeWindowMs: 60_000 },
        giftCardPerAccount: { max: 2, timeWindowMs: 60_000 },
      },
    });
    try {
      const lc = creditApi(limited);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await lc.balance('ABCD-EFGH-JKLM-NPQR', { ip: '10.2.0.1' })).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
      // Another address is not held back by the first one.
      expect((await lc.balance('ABCD-EFGH-JKLM-NPQR', { ip: '10.2.0.2' })).status).toBe(404);
      const s = await shopper(limited);
      const account = [];
      for (let i = 0; i < 3; i++) account.push((await lc.balance('ABCD-EFGH-JKLM-NPQR', { ip: `10.3.0.${i}`, token: s.token })).status);
      expect(account).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('store credit', () => {
  it('staff grant and deduct with a reason; the ledger is newest first; below zero is a 409; audited', async () => {
    const staff = await admin(t);
    const s = await shopper(t);
    const granted = await c.grant(staff, s.id, { amount: 20, reason: 'Sorry for the delay' });
    expect(granted.status).toBe(200);
    expect(granted.body.balances).toEqual([{ currency: 'USD', balance: 20 }]);
    const deducted = await c.grant(staff, s.id, { amount: -5.5, reason: 'Correction' });
    expect(deducted.body.balances).toEqual([{ currency: 'USD', balance: 14.5 }]);
    const refused = await c.grant(staff, s.id, { amount: -15, reason: 'Too much' });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(M.creditBelowZero('$14.50'));
    const mine = await c.myCredit(s);
    expect(mine.body).toMatchObject({
      balances: [{ currency: 'USD', balance: 14.5 }],
      count: 2,
      results: [
        { amount: -5.5, balance_after: 14.5, kind: 'staff', reason: 'Correction' },
        { amount: 20, balance_after: 20, kind: 'staff', reason: 'Sorry for the delay' },
      ],
    });
    const staffView = await api.get(`admin/customers/${s.id}/store-credit`, { token: staff.token });
    expect(staffView.body.results).toHaveLength(2);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'store_credit.adjust')
      .where('entity_id', '=', String(s.id))
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('refuses a zero amount, too many decimals and a missing reason', async () => {
    const staff = await admin(t);
    const s = await shopper(t);
    expect((await c.grant(staff, s.id, { amount: 0, reason: 'x' })).body.errors.amount).toContain(M.creditAmountInvalid);
    expect((await c.grant(staff, s.id, { amount: 1.234, reason: 'x' })).body.errors.amount).toContain(M.creditAmountInvalid);
    expect((await c.grant(staff, s.id, { amount: 5, reason: '  ' })).body.errors.reason).toContain(M.reasonRequired);
    expect((await c.grant(staff, 999999, { amount: 5, reason: 'x' })).status).toBe(404);
  });
});
