import { CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '@shopwright/shared/checkout';
import { CREDIT_MESSAGES, GIFT_CARD_SALE_MESSAGES as M, normalizeGiftCardCode } from '@shopwright/shared/credit';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { ADDRESS, cardPayment, checkoutApi, discount, orderBody, shopper, shopperWithCart, type Shopper } from '../orders/orders.fixtures';
import { admin, creditApi } from './credit.fixtures';
import { GIFT_CARD_SALES_JOB, issueSoldCards } from './gift-card-sales';
import { linesToIssueQuery } from './gift-card-sales.repo';

/*
 * Gift cards bought as a product (issue 28, ADR 025): added with a recipient, an order without
 * shipping or tax, cards issued once the order is paid (once, whatever retries), mailed on their
 * day, disabled when the order is cancelled.
 */

let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
let c: ReturnType<typeof creditApi>;
let staff: Shopper;
let giftCard: number;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const friend = <E extends Record<string, unknown>>(extra: E = {} as E) => ({
  recipient_name: 'Grace Friend',
  recipient_email: `grace_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
  message: 'Happy birthday!',
  ...extra,
});
const addGiftCard = (s: Shopper, gift: Record<string, unknown> | undefined, quantity = 1) =>
  call.api.post(
    'products/add-to-cart',
    { product_id: String(giftCard), quantity, ...(gift ? { gift_card: gift } : {}) },
    { token: s.token },
  );
/** A gift-card order only: no shipping method, paid by the test card. */
const giftOrder = { shipping_address: ADDRESS, payment: cardPayment() };
const runJob = () => t.ctx.jobs.runNow(GIFT_CARD_SALES_JOB);
const soldCards = (orderId: number) =>
  t.ctx.db
    .selectFrom('gift_cards')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('order_line_id', 'is not', null)
    .orderBy('id')
    .execute();
const codeIn = (text: string) => normalizeGiftCardCode(/Gift card code: ([A-Z0-9-]+)/.exec(text)![1]!);

beforeAll(async () => {
  t = await createTestApp();
  call = checkoutApi(t);
  c = creditApi(t);
  staff = await admin(t);
  const category = await t.ctx.db.selectFrom('categories').select('slug').executeTakeFirstOrThrow();
  const created = await call.api.post(
    'admin/products',
    { name: 'Gift card', category: category.slug, price: 50, kind: 'gift_card', weight: 200, published: true },
    { token: staff.token },
  );
  expect(created.status).toBe(201);
  giftCard = created.body.id;
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

describe('a gift card product', () => {
  it('is never sold out and weighs nothing, as the shop and the admin show it', async () => {
    const shown = (await call.api.get(`products/${giftCard}`)).body;
    expect(shown).toMatchObject({ kind: 'gift_card', in_stock: true });
    expect(shown.available).toBeGreaterThanOrEqual(1_000_000);
    const edited = await call.api.get(`admin/products/${giftCard}`, { token: staff.token });
    expect(edited.body).toMatchObject({ kind: 'gift_card', weight: null });
    const plain = (await call.api.get(`products/${(await shopperWithCart(t)).product.id}`)).body;
    expect(plain.kind).toBe('physical');
  });

  it('is added with a recipient, and only it takes one', async () => {
    const s = await shopper(t);
    const none = await addGiftCard(s, undefined);
    expect(none.status).toBe(400);
    expect(none.body.errors.gift_card).toEqual([M.recipientRequired]);
    const { shopper: other, product } = await shopperWithCart(t);
    const wrong = await call.api.post(
      'products/add-to-cart',
      { product_id: String(product.id), gift_card: friend() },
      { token: other.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.gift_card).toEqual([M.recipientNotAllowed]);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [friend({ recipient_email: 'not-an-address' }), 'gift_card.recipient_email', M.recipientEmailInvalid],
      [friend({ recipient_name: '  ' }), 'gift_card.recipient_name', M.recipientNameRequired],
      [friend({ message: 'x'.repeat(301) }), 'gift_card.message', M.messageTooLong],
      [friend({ send_on: day(-3) }), 'gift_card.send_on', M.sendOnInvalid],
      [friend({ send_on: day(400) }), 'gift_card.send_on', M.sendOnInvalid],
      [friend({ send_on: '2027-02-30' }), 'gift_card.send_on', M.sendOnInvalid],
    ];
    for (const [gift, field, message] of cases) {
      const res = await addGiftCard(s, gift);
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect((await call.cart(s)).cart_items).toEqual([]);
  });

  it('keeps one recipient per amount in the cart', async () => {
    const s = await shopper(t);
    const grace = friend();
    expect((await addGiftCard(s, grace)).status).toBe(200);
    const again = await addGiftCard(s, { ...grace, message: 'Many happy returns' });
    expect(again.status).toBe(200);
    expect(again.body.cart_items).toEqual([
      expect.objectContaining({ quantity: 2, gift_card: { ...grace, message: 'Many happy returns', send_on: null } }),
    ]);
    const other = await addGiftCard(s, friend({ recipient_name: 'Alan Other' }));
    expect(other.status).toBe(409);
    expect(other.body.errors.gift_card).toEqual([M.otherRecipient('Grace Friend')]);
    expect((await call.cart(s)).cart_items[0].quantity).toBe(2);
  });
});

describe('a discount code beside a gift card', () => {
  it('takes its share of the goods only: the gift card is paid in full and free shipping counts the goods', async () => {
    await discount(t, { code: 'GIFTTEN', kind: 'percentage', value: 1000 });
    // 20.00 of goods (8.25 % tax, Standard 4.99, free from 50.00) and a 50.00 gift card.
    const { shopper: s } = await shopperWithCart(t, { regular_price: 2000, sale_price: 2000, stock: 5 });
    expect((await addGiftCard(s, friend())).status).toBe(200);
    const quote = (await call.quote(s, { discount_code: 'GIFTTEN', shipping_method: 'standard' })).body;
    // 10 % of 20.00 = 2.00 off (not of 70.00); shipping charged, as 18.00 of goods is under 50.00.
    expect(quote).toMatchObject({ subtotal: 70, discount: { code: 'GIFTTEN', amount: 2 }, shipping: 4.99 });
    expect(quote.free_shipping_remaining).toBe(32);
    const gift = quote.lines.find((l: { product_id: number }) => l.product_id === giftCard);
    expect(gift).toMatchObject({ line_total: 50, tax: 0 });
  });
});

describe('buying a gift card', () => {
  it('needs no shipping and no tax; once paid its cards are issued once and mailed on their day', async () => {
    const s = await shopper(t);
    const grace = friend({ send_on: day(1) });
    expect((await addGiftCard(s, grace, 2)).status).toBe(200);
    const quote = (await call.quote(s, { address: { country: 'DE' } })).body;
    expect(quote).toMatchObject({
      subtotal: 100,
      shipping: 0,
      tax: 0,
      total: 100,
      shipping_method: 'none',
      shipping_options: [],
      free_shipping_remaining: null,
    });

    const placed = await call.place(s, giftOrder);
    expect(placed.status).toBe(201);
    const order = placed.body;
    expect(order).toMatchObject({ status: 'confirmed', payment_status: 'paid', total: 100, shipping: 0, tax: 0, shipping_method: 'none' });
    expect(order.lines[0].gift_card).toEqual({ ...grace, sent_at: null });

    // Paid: the job issues one $50 card per unit; running it again (a retry, another process) issues nothing more.
    await runJob();
    await Promise.all([issueSoldCards(t.ctx), issueSoldCards(t.ctx), runJob()]);
    const cards = await soldCards(order.id);
    expect(cards.map((card) => [card.initial_balance, card.currency, card.recipient_email, card.send_on, card.sent_at])).toEqual([
      [5000, 'USD', grace.recipient_email, grace.send_on!, null],
      [5000, 'USD', grace.recipient_email, grace.send_on!, null],
    ]);
    // Not before its day.
    expect(await mailsTo(t, grace.recipient_email)).toEqual([]);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${grace.send_on}T08:00:00Z`));
    await runJob();
    await runJob();
    vi.useRealTimers();
    const mails = await mailsTo(t, grace.recipient_email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Ada Buyer sent you a $50.00 gift card for Shopwright');
    expect(mails[0]!.text_body).toContain('Happy birthday!');
    const codes = mails.map((m) => codeIn(m.text_body));
    expect(new Set(codes).size).toBe(2);

    const seen = (await call.api.get(`orders/${order.id}`, { token: s.token })).body;
    expect(seen.lines[0].gift_card.sent_at).toEqual(expect.any(String));
    // The buyer's order never shows a code.
    expect(JSON.stringify(seen)).not.toContain(codes[0]);

    // The mailed code pays at checkout.
    const { shopper: recipient } = await shopperWithCart(t, { sale_price: 6000, regular_price: 6000 });
    const paid = await call.place(recipient, orderBody({ gift_cards: [codes[0]] }));
    expect(paid.status).toBe(201);
    expect(paid.body.payments).toContainEqual(expect.objectContaining({ method: 'gift_card', amount: 50 }));
  });

  it('is issued when a pay-later order is marked paid, not before', async () => {
    const s = await shopper(t);
    await addGiftCard(s, friend());
    const placed = await call.place(s, { ...giftOrder, payment: { method: 'pay_later' } });
    expect(placed.status).toBe(201);
    await runJob();
    expect(await soldCards(placed.body.id)).toEqual([]);
    expect((await call.api.post(`admin/pay-later/${placed.body.id}/mark-paid`, {}, { token: staff.token })).status).toBe(200);
    await runJob();
    const cards = await soldCards(placed.body.id);
    expect(cards).toHaveLength(1);
    // No day given: mailed at once.
    expect(cards[0]!.sent_at).not.toBeNull();
  });

  it('cannot be paid with gift cards', async () => {
    const card = await c.card(staff, 100);
    const s = await shopper(t);
    await addGiftCard(s, friend());
    const quote = (await call.quote(s, { gift_cards: [card.code] })).body;
    expect(quote.gift_card_errors).toEqual([{ code: card.code, reason: 'not_allowed', detail: M.noGiftCardsForGiftCards }]);
    const refused = await call.place(s, { ...giftOrder, gift_cards: [card.code] });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.gift_cards).toEqual([M.noGiftCardsForGiftCards]);
  });

  it('still needs a shipping method when something in the cart ships', async () => {
    const { shopper: s } = await shopperWithCart(t);
    await addGiftCard(s, friend());
    const res = await call.place(s, giftOrder);
    expect(res.status).toBe(400);
    expect(res.body.errors.shipping_method).toEqual([CHECKOUT_MESSAGES.shippingMethodInvalid]);
    const placed = await call.place(s, orderBody());
    expect(placed.status).toBe(201);
    // Only the shipped line weighs and pays shipping; the gift card is untaxed.
    const giftLine = placed.body.lines.find((l: { gift_card?: unknown }) => l.gift_card);
    expect(giftLine).toMatchObject({ tax: 0, tax_rate: null });
  });
});

describe('cancelling an order of gift cards', () => {
  it('disables its cards and refunds all but what was spent of them', async () => {
    const s = await shopper(t);
    const grace = friend({ send_on: day(1) });
    await addGiftCard(s, grace);
    const order = (await call.place(s, giftOrder)).body;
    await runJob();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${grace.send_on}T08:00:00Z`));
    await runJob();
    vi.useRealTimers();
    const code = codeIn((await mailsTo(t, grace.recipient_email))[0]!.text_body);
    // The recipient spends $20 of the $50 card.
    const { shopper: recipient } = await shopperWithCart(t, { sale_price: 2000, regular_price: 2000 });
    const spending = await call.place(recipient, orderBody({ gift_cards: [code] }));
    expect(spending.status).toBe(201);
    const spent = spending.body.payments.find((p: { method: string }) => p.method === 'gift_card').amount;

    const cancelled = await call.api.post(`orders/${order.id}/cancel`, {}, { token: s.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refunded).toBeCloseTo(50 - spent, 2);
    const balance = await c.balance(code);
    expect(balance.status).toBe(404);
    expect(balance.body.reason).toBe('disabled');
    expect(balance.body.detail).toBe(CREDIT_MESSAGES.disabled);
  });

  it('before its day: the card is never mailed', async () => {
    const s = await shopper(t);
    const grace = friend({ send_on: day(2) });
    await addGiftCard(s, grace);
    const order = (await call.place(s, giftOrder)).body;
    await runJob();
    expect((await call.api.post(`orders/${order.id}/cancel`, {}, { token: s.token })).body.refunded).toBe(50);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${grace.send_on}T08:00:00Z`));
    await runJob();
    vi.useRealTimers();
    expect(await mailsTo(t, grace.recipient_email)).toEqual([]);
    expect((await soldCards(order.id)).map((card) => Number(card.disabled))).toEqual([1]);
  });
});

describe('the issuing job', () => {
  it('finds its lines through the gift-card lines index, not by reading every order', async () => {
    // SQLite plans without statistics, so the plan is the query's; PostgreSQL plans by its statistics.
    if (t.ctx.dialect !== 'sqlite') return;
    const query = linesToIssueQuery(t.ctx.db, 100).compile();
    const plan = await t.ctx.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    expect(plan.rows.map((row) => row.detail)).toContain('SCAN l USING INDEX order_lines_gift_card');
  });
});
