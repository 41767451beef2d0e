import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES as M } from '@shopwright/shared/credit';
import { toMinor } from '@shopwright/shared/money';
import { PlaceOrderSchema } from '@shopwright/shared/checkout';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { sweepPayments } from '../orders/order-sweep';
import { beginPlacement } from '../orders/placement';
import { CARDS, cardPayment, checkoutApi, orderBody, shopperWithCart, type Shopper } from '../orders/orders.fixtures';
import { admin, creditApi } from './credit.fixtures';

let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
let c: ReturnType<typeof creditApi>;
let staff: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  call = checkoutApi(t);
  c = creditApi(t);
  staff = await admin(t);
});
afterAll(() => t.close());

/** A shopper with a cart worth more than $40: 5 x $10 (defaults are $8 on sale, so set the price). */
const bigCart = () => shopperWithCart(t, { sale_price: 1000, regular_price: 1000, stock: 100 }, 5);
const cardBalance = async (code: string) => (await c.balance(code)).body.balance as number;
const creditOf = async (s: Shopper) => ((await c.myCredit(s)).body.balances[0]?.balance ?? 0) as number;
const gatewayCalls = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('gateway_calls')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST checkout/quote with gift cards and store credit', () => {
  it('answers each source, what is still due, and refused codes with their reason', async () => {
    const { shopper: s } = await bigCart();
    const first = await c.card(staff, 10);
    const second = await c.card(staff, 15);
    const disabled = await c.card(staff, 5);
    await call.api.patch(`admin/gift-cards/${disabled.id}`, { disabled: true }, { token: staff.token });
    const euro = await c.card(staff, 5, { currency: 'EUR' });
    await c.grant(staff, s.id, { amount: 7, reason: 'Welcome' });
    const res = await call.quote(s, {
      gift_cards: [first.code.toLowerCase(), second.code, second.code.replaceAll('-', ''), disabled.code, euro.code, 'ABCD-EFGH-JKLM-NPQR'],
      use_store_credit: true,
    });
    // Six codes are too many even with a duplicate among them: the limit counts what was sent.
    expect(res.status).toBe(400);
    const ok = await call.quote(s, {
      gift_cards: [first.code.toLowerCase(), second.code.replaceAll('-', ''), disabled.code, euro.code, 'ABCD-EFGH-JKLM-NPQR'],
      use_store_credit: true,
    });
    expect(ok.status).toBe(200);
    const q = ok.body;
    expect(q.payments).toEqual([
      { source: 'gift_card', last4: first.last4, amount: 10, balance_after: 0 },
      { source: 'gift_card', last4: second.last4, amount: 15, balance_after: 0 },
      { source: 'store_credit', amount: 7, balance_after: 0 },
    ]);
    expect(q.store_credit_available).toBe(7);
    expect(toMinor(q.amount_due)).toBe(toMinor(q.total) - 3200);
    expect(q.gift_card_errors).toEqual([
      { code: disabled.code, reason: 'disabled', detail: M.disabled },
      { code: euro.code, reason: 'currency', detail: M.currency('EUR', 'USD') },
      { code: 'ABCD-EFGH-JKLM-NPQR', reason: 'not_found', detail: M.notFound },
    ]);
    // Without them, nothing pays but the card, and the available credit is still shown.
    const plain = await call.quote(s, {});
    expect(plain.body).toMatchObject({ payments: [], gift_card_errors: [], store_credit_available: 7 });
    expect(plain.body.amount_due).toBe(plain.body.total);
  });

  it('takes no more from a card than is due, and refuses a code of the wrong shape', async () => {
    const { shopper: s } = await shopperWithCart(t, { sale_price: 1000, regular_price: 1000 }, 1);
    const card = await c.card(staff, 500);
    const q = (await call.quote(s, { gift_cards: [card.code] })).body;
    expect(q.payments).toEqual([{ source: 'gift_card', last4: card.last4, amount: q.total, balance_after: 500 - q.total }]);
    expect(q.amount_due).toBe(0);
    const bad = await call.quote(s, { gift_cards: ['NOPE'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['gift_cards.0']).toContain(M.codeInvalid);
  });
});

describe('POST orders paid by gift cards, store credit and a card', () => {
  it('takes the gift card, then the store credit, then charges the card the rest', async () => {
    const { shopper: s } = await bigCart();
    const card = await c.card(staff, 20);
    await c.grant(staff, s.id, { amount: 10, reason: 'Return R-1' });
    const quote = (await call.quote(s, { gift_cards: [card.code], use_store_credit: true })).body;
    const res = await call.place(s, orderBody({ gift_cards: [card.code], use_store_credit: true, expected_total: quote.total }));
    expect(res.status).toBe(201);
    const order = res.body;
    expect(order).toMatchObject({ status: 'confirmed', payment_status: 'paid', total: quote.total });
    expect(order.payments).toHaveLength(3);
    const byMethod = Object.fromEntries(order.payments.map((p: { method: string }) => [p.method, p]));
    expect(byMethod.gift_card).toMatchObject({ amount: 20, status: 'paid', gift_card_last4: card.last4 });
    expect(byMethod.store_credit).toMatchObject({ amount: 10, status: 'paid' });
    expect(byMethod.card).toMatchObject({ amount: quote.amount_due, status: 'paid', card: { last4: '4242' } });
    expect(await cardBalance(card.code)).toBe(0);
    expect(await creditOf(s)).toBe(0);
    const ledger = (await c.myCredit(s)).body.results;
    expect(ledger[0]).toMatchObject({ kind: 'order', amount: -10, order_id: order.id, order_number: order.number });
    const capture = await t.ctx.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('kind', '=', 'capture')
      .execute();
    expect(capture.map((r) => [r.provider, Number(r.amount)]).sort()).toEqual(
      [
        ['gift_card', 2000],
        ['store_credit', 1000],
        ['test_card', toMinor(quote.amount_due)],
      ].sort(),
    );
    const history = (await c.cardDetail(staff, card.id)).body.movements;
    expect(history.map((m: { kind: string; amount: number }) => [m.kind, m.amount])).toEqual([
      ['issue', 20],
      ['spend', -20],
    ]);
  });

  it('does not call the card gateway when gift cards pay it all', async () => {
    const { shopper: s } = await shopperWithCart(t, { sale_price: 1000, regular_price: 1000 }, 1);
    const card = await c.card(staff, 100);
    const before = await gatewayCalls();
    // A declined card proves it: it is never asked.
    const res = await call.place(s, orderBody({ gift_cards: [card.code], payment: cardPayment(CARDS.declined) }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(res.body.payments).toEqual([expect.objectContaining({ method: 'gift_card', amount: res.body.total, status: 'paid' })]);
    expect(await gatewayCalls()).toBe(before);
    expect(await cardBalance(card.code)).toBe(Math.round((100 - res.body.total) * 100) / 100);
  });

  it('gives the gift card and the store credit back when the card is declined', async () => {
    const { shopper: s } = await bigCart();
    const card = await c.card(staff, 20);
    await c.grant(staff, s.id, { amount: 5, reason: 'Goodwill' });
    const res = await call.place(s, orderBody({ gift_cards: [card.code], use_store_credit: true, payment: cardPayment(CARDS.declined) }));
    expect(res.status).toBe(402);
    expect(await cardBalance(card.code)).toBe(20);
    expect(await creditOf(s)).toBe(5);
    const history = (await c.cardDetail(staff, card.id)).body.movements;
    expect(history.map((m: { kind: string; amount: number; order_id: number | null }) => [m.kind, m.amount, m.order_id])).toEqual([
      ['issue', 20, null],
      ['spend', -20, null],
      ['release', 20, null],
    ]);
    expect((await c.myCredit(s)).body.results.map((m: { amount: number }) => m.amount)).toEqual([5, -5, 5]);
    expect((await call.api.get('orders', { token: s.token })).body.count).toBe(0);
  });

  it('refuses an order naming a code that cannot pay, as a refused discount code, and takes nothing', async () => {
    const { shopper: s } = await bigCart();
    const good = await c.card(staff, 10);
    const res = await call.place(s, orderBody({ gift_cards: [good.code, 'ABCD-EFGH-JKLM-NPQR'] }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', reason: 'not_found', detail: M.notFound, errors: { gift_cards: [M.notFound] } });
    expect(await cardBalance(good.code)).toBe(10);
  });

  it('lets pay later be off when nothing is left to pay later', async () => {
    const { shopper: s } = await shopperWithCart(t, { sale_price: 1000, regular_price: 1000 }, 1);
    await call.api.patch('admin/settings', { pay_later_enabled: false }, { token: staff.token });
    try {
      const card = await c.card(staff, 100);
      const res = await call.place(s, orderBody({ gift_cards: [card.code], payment: { method: 'pay_later' } }));
      expect(res.status).toBe(201);
    } finally {
      await call.api.patch('admin/settings', { pay_later_enabled: true }, { token: staff.token });
    }
  });
});

describe('refunds of an order with several payments', () => {
  it('go to the card first, then store credit, then the gift card, never more than each took', async () => {
    const { shopper: s } = await bigCart();
    const card = await c.card(staff, 20);
    await c.grant(staff, s.id, { amount: 10, reason: 'Return R-2' });
    const placed = (await call.place(s, orderBody({ gift_cards: [card.code], use_store_credit: true }))).body;
    const cardPart = toMinor(placed.payments.find((p: { method: string }) => p.method === 'card').amount);
    const refund = (amount?: number) =>
      call.api.post(`admin/orders/${placed.id}/refunds`, { ...(amount ? { amount } : {}), reason: 'Returned' }, { token: staff.token });
    // Part of the card's share, then past it: the rest spills into the store credit.
    expect((await refund(cardPart - 100)).status).toBe(201);
    expect((await refund(600)).status).toBe(201);
    let order = (await call.api.get(`orders/${placed.id}`, { token: s.token })).body;
    const pay = (m: string) => order.payments.find((p: { method: string }) => p.method === m);
    expect(pay('card')).toMatchObject({ refunded: cardPart / 100, status: 'refunded' });
    expect(pay('store_credit')).toMatchObject({ refunded: 5, status: 'partially_refunded' });
    expect(pay('gift_card')).toMatchObject({ refunded: 0, status: 'paid' });
    expect(await creditOf(s)).toBe(5);
    // Everything left: the rest of the credit, then the gift card.
    expect((await refund()).status).toBe(201);
    order = (await call.api.get(`orders/${placed.id}`, { token: s.token })).body;
    expect(order.payment_status).toBe('refunded');
    expect(order.refunded).toBe(order.total);
    expect(order.payments.every((p: { status: string }) => p.status === 'refunded')).toBe(true);
    expect(await creditOf(s)).toBe(10);
    expect(await cardBalance(card.code)).toBe(20);
    // Nothing more can go back.
    expect((await refund(1)).status).toBe(409);
    const rows = await t.ctx.db
      .selectFrom('payment_transactions')
      .select(['provider', 'amount', 'payment_id', 'status', 'tax_amount'])
      .where('order_id', '=', placed.id)
      .where('kind', '=', 'refund')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.provider, Number(r.amount), r.status])).toEqual([
      ['test_card', cardPart - 100, 'succeeded'],
      ['test_card', 100, 'succeeded'],
      ['store_credit', 500, 'succeeded'],
      ['store_credit', 500, 'succeeded'],
      ['gift_card', 2000, 'succeeded'],
    ]);
    expect(rows.every((r) => r.payment_id !== null)).toBe(true);
    // Per tax rate, never more than the order charged.
    const taxes = await t.ctx.db.selectFrom('order_taxes').selectAll().where('order_id', '=', placed.id).execute();
    for (const tax of taxes) {
      expect(Number(tax.refunded_tax)).toBe(Number(tax.tax));
      expect(Number(tax.refunded_net)).toBe(Number(tax.net));
    }
  });

  it('cancelling a paid order gives every payment back', async () => {
    const { shopper: s } = await bigCart();
    const card = await c.card(staff, 15);
    const placed = (await call.place(s, orderBody({ gift_cards: [card.code] }))).body;
    const cancelled = await call.api.post(`orders/${placed.id}/cancel`, {}, { token: s.token });
    expect(cancelled.status).toBe(200);
    expect(await cardBalance(card.code)).toBe(15);
    expect(cancelled.body.payments.every((p: { status: string }) => p.status === 'refunded')).toBe(true);
  });
});

describe('concurrent checkouts spending one gift card', () => {
  it('20 orders racing for one card spend at most its balance, which never goes below zero', async () => {
    const card = await c.card(staff, 30);
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => (await shopperWithCart(t, { sale_price: 1000, regular_price: 1000, stock: 100 }, 1)).shopper),
    );
    const results = await Promise.all(buyers.map((s) => call.place(s, orderBody({ gift_cards: [card.code] }))));
    const placed = results.filter((r) => r.status === 201);
    for (const r of results) expect([201, 409]).toContain(r.status);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.errors.gift_cards).toBeDefined();
    const spent = placed.reduce(
      (sum, r) => sum + toMinor(r.body.payments.find((p: { method: string }) => p.method === 'gift_card')?.amount ?? 0),
      0,
    );
    const row = await t.ctx.db.selectFrom('gift_cards').select('balance').where('id', '=', card.id).executeTakeFirstOrThrow();
    expect(Number(row.balance)).toBeGreaterThanOrEqual(0);
    expect(spent).toBeLessThanOrEqual(3000);
    expect(Number(row.balance)).toBe(3000 - spent);
    expect(placed.length).toBeGreaterThan(0);
    const movements = await t.ctx.db
      .selectFrom('gift_card_movements')
      .select(['amount', 'balance_after'])
      .where('gift_card_id', '=', card.id)
      .orderBy('id')
      .execute();
    expect(movements.at(-1)?.balance_after).toBe(Number(row.balance));
    expect(movements.reduce((s, m) => s + Number(m.amount), 0)).toBe(Number(row.balance));
  });
});

describe('the rest of an order paid later, a crash, the confirmation mail', () => {
  it('a pay-later order invoices only the rest, and marking it paid captures the rest', async () => {
    const { shopper: s } = await bigCart();
    const card = await c.card(staff, 20);
    const placed = (await call.place(s, orderBody({ gift_cards: [card.code], payment: { method: 'pay_later' } }))).body;
    expect(placed).toMatchObject({ status: 'pending', payment_status: 'unpaid' });
    const rest = placed.payments.find((p: { method: string }) => p.method === 'pay_later');
    expect(toMinor(rest.amount)).toBe(toMinor(placed.total) - 2000);
    const mail = (await mailsTo(t, s.email)).at(-1)!;
    expect(mail.text_body).toContain(`We took $20.00 from your gift card ending in ${card.last4}.`);
    expect(mail.text_body).toContain(`please pay $${rest.amount.toFixed(2)}`);
    expect((await call.api.post(`admin/pay-later/${placed.id}/mark-paid`, {}, { token: staff.token })).status).toBe(200);
    const captures = await t.ctx.db
      .selectFrom('payment_transactions')
      .select(['provider', 'amount'])
      .where('order_id', '=', placed.id)
      .where('kind', '=', 'capture')
      .execute();
    expect(captures.map((r) => [r.provider, Number(r.amount)]).sort()).toEqual(
      [
        ['gift_card', 2000],
        ['pay_later', toMinor(rest.amount)],
      ].sort(),
    );
    // Cancelling an unpaid order gives the gift card back at once.
    const other = await bigCart();
    const second = await c.card(staff, 20);
    const unpaid = (await call.place(other.shopper, orderBody({ gift_cards: [second.code], payment: { method: 'pay_later' } }))).body;
    expect((await call.api.post(`orders/${unpaid.id}/cancel`, {}, { token: other.shopper.token })).status).toBe(200);
    expect(await cardBalance(second.code)).toBe(20);
  });

  it('a placement that died before its card was charged is undone by the sweep, the holds given back', async () => {
    const { shopper: s } = await bigCart();
    const card = await c.card(staff, 20);
    await c.grant(staff, s.id, { amount: 5, reason: 'Goodwill' });
    const row = await beginPlacement(t.ctx, s.id, PlaceOrderSchema.parse(orderBody({ gift_cards: [card.code], use_store_credit: true })));
    expect(await cardBalance(card.code)).toBe(0);
    await t.ctx.db
      .updateTable('orders')
      .set({ placed_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    await sweepPayments(t.ctx);
    expect(await t.ctx.db.selectFrom('orders').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
    expect(await cardBalance(card.code)).toBe(20);
    expect(await creditOf(s)).toBe(5);
  });

  it('an order paid by gift card alone that died before it was recorded is confirmed by the sweep', async () => {
    const { shopper: s } = await shopperWithCart(t, { sale_price: 1000, regular_price: 1000 }, 1);
    const card = await c.card(staff, 100);
    const row = await beginPlacement(t.ctx, s.id, PlaceOrderSchema.parse(orderBody({ gift_cards: [card.code] })));
    await t.ctx.db
      .updateTable('orders')
      .set({ placed_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    await sweepPayments(t.ctx);
    const order = (await call.api.get(`orders/${row.id}`, { token: s.token })).body;
    expect(order).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect((await mailsTo(t, s.email)).at(-1)!.subject).toBe(`Order ${order.number} confirmed`);
  });
});
