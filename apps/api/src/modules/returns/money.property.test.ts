import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES } from '@shopwright/shared/credit';
import { fromMinor } from '@shopwright/shared/money';
import { apiClient } from '../../../test/api-client';
import { createProduct } from '../../../test/factories';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/test-app';
import { admin } from '../gift-cards/credit.fixtures';
import { cardPayment, discount, orderBody, shopper, type Shopper } from '../orders/orders.fixtures';

/**
 * Issue 28's money property: for every order, under any sequence of placements (gift cards with
 * partial balances, store credit, card, pay later marked paid or not, discount codes, two tax
 * rates, prices with or without tax), deliveries, returns (refund, store credit, exchange),
 * staff actions (approve, reject, partial receipts, refunds with or without shipping and for
 * less, credit, shipping the exchange), free refunds of the order and cancellations, nothing goes
 * back beyond what was paid: per payment, per tax rate, per order, per order line, per return;
 * gift card and store credit balances never go below zero and always equal their movements; no
 * call ever answers a 5xx. Each run starts a fresh app; commands are what a client sends.
 */

// 15 runs keep the file near 10 s on SQLite and 25 s on PostgreSQL. To hunt longer:
// MONEY_PROPERTY_RUNS=300; MONEY_PROPERTY_SHRINK=1 shrinks a failure (slow: a fresh app per try);
// MONEY_PROPERTY_LOG=<file> writes every run's calls and answers.
const RUNS = Number(process.env.MONEY_PROPERTY_RUNS ?? 15);
const SIZES = ['S', 'M', 'L'];
const CODES = ['TEN', 'NINETY', 'FIVE'];

interface World {
  t: TestApp;
  api: ReturnType<typeof apiClient>;
  staff: Shopper;
  shoppers: Shopper[];
  products: Array<{ id: number; sizes: string[] }>;
  orders: Array<{ id: number; shopper: Shopper }>;
  returns: Array<{ id: number; shopper: Shopper }>;
  log: string[];
}

type Answer = Awaited<ReturnType<ReturnType<typeof apiClient>['get']>>;

/** Every answer: never a 5xx; a refusal is a 4xx with a message. */
function answered(w: World, what: string, res: Answer): Answer {
  w.log.push(`${what} -> ${res.status}${res.status >= 400 ? ` ${res.text.slice(0, 300)}` : ''}`);
  const context = w.log.join('\n');
  expect(res.status, context).toBeLessThan(500);
  if (res.status >= 400) {
    expect(typeof res.body?.detail, context).toBe('string');
    expect(res.body.detail.length, context).toBeGreaterThan(0);
  }
  return res;
}

const pick = <T>(list: T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);
/** The n-th newest (wrapping). */
const newest = <T>(list: T[], n: number): T | undefined => (list.length === 0 ? undefined : list[list.length - 1 - (n % list.length)]);
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

// ---------------------------------------------------------------- commands

const place = fc.record({
  kind: fc.constant('place' as const),
  shopper: fc.nat(1),
  lines: fc.array(fc.record({ product: fc.nat(2), size: fc.nat(2), quantity: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  code: fc.option(fc.constantFrom(...CODES), { nil: null }),
  cards: fc.array(fc.integer({ min: 100, max: 4000 }), { maxLength: 2 }),
  grant: fc.option(fc.integer({ min: 100, max: 3000 }), { nil: null }),
  useCredit: fc.boolean(),
  payLater: fc.boolean(),
  markPaid: fc.boolean(),
  deliver: fc.nat(9),
  express: fc.boolean(),
});

// Orders and returns are named by how recent they are (0: the newest), so later commands mostly work on what earlier ones made.
const recent = fc.nat(4);
const approve = fc.record({ kind: fc.constant('approve' as const), ret: recent, reject: fc.nat(7) });
const receive = fc.record({
  kind: fc.constant('receive' as const),
  ret: recent,
  /** Every unit still expected, or the picked lines and quantities (which may be too many). */
  full: fc.boolean(),
  lines: fc.array(fc.record({ line: fc.nat(), quantity: fc.integer({ min: 1, max: 3 }), restock: fc.boolean() }), {
    minLength: 1,
    maxLength: 2,
  }),
});
const refund = fc.record({
  kind: fc.constant('refund' as const),
  ret: recent,
  shipping: fc.option(fc.boolean(), { nil: undefined }),
  percent: fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }),
});
const credit = fc.record({ kind: fc.constant('credit' as const), ret: recent, shipping: fc.option(fc.boolean(), { nil: undefined }) });
const ship = fc.record({ kind: fc.constant('ship' as const), ret: recent, paid: fc.boolean() });
/** One of the settlements the return allows now, with refund, credit and ship_exchange's options. */
const settle = fc.record({
  kind: fc.constant('settle' as const),
  ret: recent,
  choice: fc.nat(),
  shipping: fc.option(fc.boolean(), { nil: undefined }),
  percent: fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }),
  paid: fc.boolean(),
});
const ask = fc.record({
  kind: fc.constant('ask' as const),
  order: recent,
  lines: fc.array(
    fc.record({
      line: fc.nat(),
      quantity: fc.integer({ min: 1, max: 3 }),
      resolution: fc.constantFrom('refund', 'store_credit', 'exchange'),
      variant: fc.nat(),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  reason: fc.constantFrom('wrong_size', 'damaged', 'not_as_described', 'changed_mind', 'other'),
});
/** A return asked for and taken by staff through approval, a receipt and one to three settlements (each may be refused). */
const returnFlow = fc.record({
  kind: fc.constant('returnFlow' as const),
  ask,
  approve,
  receive,
  settle: fc.array(fc.oneof({ weight: 3, arbitrary: settle }, refund, credit, ship), { minLength: 1, maxLength: 3 }),
});

const command = fc.oneof(
  { weight: 3, arbitrary: place },
  { weight: 4, arbitrary: returnFlow },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deliver' as const), order: recent }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('markPaid' as const), order: recent }) },
  { weight: 2, arbitrary: ask },
  { weight: 2, arbitrary: approve },
  { weight: 2, arbitrary: receive },
  { weight: 2, arbitrary: refund },
  { weight: 2, arbitrary: credit },
  { weight: 1, arbitrary: ship },
  { weight: 2, arbitrary: settle },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('orderRefund' as const),
      order: recent,
      percent: fc.option(fc.integer({ min: 1, max: 110 }), { nil: undefined }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelOrder' as const), order: recent, byShopper: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelReturn' as const), ret: recent }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('inclusive' as const), on: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('adjustCredit' as const), shopper: fc.nat(1), amount: fc.integer({ min: -2000, max: 2000 }) }),
  },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

const world = fc.record({
  prices: fc.array(fc.integer({ min: 150, max: 6000 }), { minLength: 7, maxLength: 7 }),
  inclusive: fc.boolean(),
  // Two placements first, so the rest has orders to work on.
  commands: fc.tuple(place, place, fc.array(command, { minLength: 6, maxLength: 14 })).map(([a, b, rest]) => [a, b, ...rest]),
});

// ---------------------------------------------------------------- the world of one run

/** A fresh shop: a 5 % rate beside the standard 8.25 %, three products (two with sized variants at other prices), codes, two shoppers. */
async function setUp(prices: number[], inclusive: boolean): Promise<World> {
  const t = await createTestApp();
  const api = apiClient(t.app);
  const staff = await admin(t);
  const as = { token: staff.token };
  expect((await api.post('admin/tax-categories', { code: 'reduced', name: 'Reduced' }, as)).status).toBe(201);
  expect((await api.post('admin/tax-rates', { name: 'Reduced', zone: 'everywhere', category: 'reduced', rate: 5 }, as)).status).toBe(201);
  if (inclusive) expect((await api.patch('admin/settings', { prices_include_tax: true }, as)).status).toBe(200);
  const [a, b, c, ...variantPrices] = prices as [number, number, number, ...number[]];
  const plain = await createProduct(t.ctx.db, { regular_price: a, sale_price: a, stock: 100 });
  const reduced = await createProduct(t.ctx.db, { regular_price: b, sale_price: b, tax_category: 'reduced', sizes: SIZES, stockEach: 40 });
  const sized = await createProduct(t.ctx.db, { regular_price: c, sale_price: c, sizes: SIZES, stockEach: 40 });
  // Variants at their own prices, so exchanges can be cheaper or dearer.
  for (const [i, p] of [reduced, sized].entries()) {
    const variants = await t.ctx.db.selectFrom('product_variants').select('id').where('product_id', '=', p.id).orderBy('id').execute();
    for (const [j, v] of variants.slice(1).entries())
      await t.ctx.db
        .updateTable('product_variants')
        .set({ sale_price: variantPrices[i * 2 + j]! })
        .where('id', '=', v.id)
        .execute();
  }
  await discount(t, { code: 'TEN', kind: 'percentage', value: 1000 });
  await discount(t, { code: 'NINETY', kind: 'percentage', value: 9000 });
  await discount(t, { code: 'FIVE', kind: 'fixed', value: 500 });
  return {
    t,
    api,
    staff,
    shoppers: [await shopper(t), await shopper(t)],
    products: [
      { id: plain.id, sizes: [] },
      { id: reduced.id, sizes: SIZES },
      { id: sized.id, sizes: SIZES },
    ],
    orders: [],
    returns: [],
    log: [`${TEST_DIALECT}: prices ${prices.join(',')}, inclusive ${inclusive}`],
  };
}

async function deliver(w: World, orderId: number) {
  const as = { token: w.staff.token };
  const order = (await w.api.get(`admin/orders/${orderId}`, as)).body;
  if (order?.status === 'pending')
    answered(w, `confirm ${orderId}`, await w.api.post(`admin/orders/${orderId}/actions`, { action: 'confirm' }, as));
  answered(
    w,
    `ship ${orderId}`,
    await w.api.post(`admin/orders/${orderId}/actions`, { action: 'ship', carrier: 'UPS', tracking_number: '1Z' }, as),
  );
  answered(w, `deliver ${orderId}`, await w.api.post(`admin/orders/${orderId}/actions`, { action: 'deliver' }, as));
}

async function run(w: World, c: Command): Promise<void> {
  const as = { token: w.staff.token };
  switch (c.kind) {
    case 'place': {
      const s = w.shoppers[c.shopper]!;
      for (const l of c.lines) {
        const p = w.products[l.product]!;
        const size = p.sizes.length > 0 ? { size: p.sizes[l.size]! } : {};
        answered(
          w,
          `add ${p.id} ${JSON.stringify(size)} x${l.quantity}`,
          await w.api.post('products/add-to-cart', { product_id: String(p.id), quantity: l.quantity, ...size }, { token: s.token }),
        );
      }
      const codes: string[] = [];
      for (const amount of c.cards) {
        const res = answered(w, `issue card ${amount}`, await w.api.post('admin/gift-cards', { amount: fromMinor(amount) }, as));
        codes.push(res.body.code);
      }
      if (c.grant !== null)
        answered(
          w,
          `grant ${c.grant}`,
          await w.api.post(`admin/customers/${s.id}/store-credit`, { amount: fromMinor(c.grant), reason: 'Goodwill' }, as),
        );
      const body = orderBody({
        shipping_method: c.express ? 'express' : 'standard',
        payment: c.payLater ? { method: 'pay_later' } : cardPayment(),
        ...(c.code ? { discount_code: c.code } : {}),
        ...(codes.length > 0 ? { gift_cards: codes } : {}),
        ...(c.useCredit ? { use_store_credit: true } : {}),
      });
      const res = answered(
        w,
        `place ${JSON.stringify(c)}`,
        await w.api.post('orders', body, { token: s.token, headers: { 'idempotency-key': randomUUID() } }),
      );
      if (res.status !== 201) return;
      const id = res.body.id as number;
      w.orders.push({ id, shopper: s });
      if (c.payLater && c.markPaid) answered(w, `mark paid ${id}`, await w.api.post(`admin/pay-later/${id}/mark-paid`, undefined, as));
      // Most orders are delivered (returns need it); some stay where they are, to be cancelled.
      if (c.deliver < 7) await deliver(w, id);
      return;
    }
    case 'deliver': {
      const o = newest(w.orders, c.order);
      if (o) await deliver(w, o.id);
      return;
    }
    case 'markPaid': {
      const o = newest(w.orders, c.order);
      if (o) answered(w, `mark paid ${o.id}`, await w.api.post(`admin/pay-later/${o.id}/mark-paid`, undefined, as));
      return;
    }
    case 'ask': {
      const o = newest(w.orders, c.order);
      if (!o) return;
      const eligibility = answered(w, `eligibility ${o.id}`, await w.api.get(`orders/${o.id}/returns`, { token: o.shopper.token })).body;
      const seen = new Set<number>();
      const lines = [];
      for (const l of c.lines) {
        const line = pick(eligibility.lines as Array<{ order_line_id: number; exchange_options: Array<{ variant_id: number }> }>, l.line)!;
        if (seen.has(line.order_line_id)) continue;
        seen.add(line.order_line_id);
        const variant = pick(line.exchange_options, l.variant);
        const resolution = l.resolution === 'exchange' && !variant ? 'refund' : l.resolution;
        lines.push({
          order_line_id: line.order_line_id,
          quantity: l.quantity,
          resolution,
          ...(resolution === 'exchange' ? { exchange_variant_id: variant!.variant_id } : {}),
        });
      }
      const res = answered(
        w,
        `ask ${o.id} ${JSON.stringify(lines)}`,
        await w.api.post(`orders/${o.id}/returns`, { lines, reason: c.reason }, { token: o.shopper.token }),
      );
      if (res.status === 201) w.returns.push({ id: res.body.id, shopper: o.shopper });
      return;
    }
    case 'cancelReturn': {
      const r = newest(w.returns, c.ret);
      if (r) answered(w, `cancel return ${r.id}`, await w.api.post(`returns/${r.id}/cancel`, undefined, { token: r.shopper.token }));
      return;
    }
    case 'cancelOrder': {
      const o = newest(w.orders, c.order);
      if (!o) return;
      if (c.byShopper) answered(w, `shopper cancels ${o.id}`, await w.api.post(`orders/${o.id}/cancel`, {}, { token: o.shopper.token }));
      else answered(w, `staff cancels ${o.id}`, await w.api.post(`admin/orders/${o.id}/actions`, { action: 'cancel' }, as));
      return;
    }
    case 'orderRefund': {
      const o = newest(w.orders, c.order);
      if (!o) return;
      const order = (await w.api.get(`admin/orders/${o.id}`, as)).body;
      const left = Math.round((order.total - order.refunded) * 100);
      const amount = c.percent === undefined ? undefined : Math.max(1, Math.round((left * c.percent) / 100));
      answered(
        w,
        `refund order ${o.id} ${amount ?? 'all'} of ${left}`,
        await w.api.post(`admin/orders/${o.id}/refunds`, { ...(amount === undefined ? {} : { amount }), reason: 'Goodwill' }, as),
      );
      return;
    }
    case 'inclusive':
      answered(w, `prices include tax ${c.on}`, await w.api.patch('admin/settings', { prices_include_tax: c.on }, as));
      return;
    case 'adjustCredit': {
      const s = w.shoppers[c.shopper]!;
      if (c.amount === 0) return;
      answered(
        w,
        `adjust credit ${s.id} ${c.amount}`,
        await w.api.post(`admin/customers/${s.id}/store-credit`, { amount: fromMinor(c.amount), reason: 'Adjustment' }, as),
      );
      return;
    }
    case 'returnFlow': {
      const before = w.returns.length;
      await run(w, c.ask);
      if (w.returns.length === before) return;
      for (const step of [c.approve, c.receive, ...c.settle]) {
        await staffAction(w, { ...step, ret: 0 });
        await checkMoney(w);
      }
      return;
    }
    default:
      return staffAction(w, c);
  }
}

/** The staff's actions on a return, built from its detail as the admin would see it. */
async function staffAction(w: World, c: Extract<Command, { ret: number }>): Promise<void> {
  const r = newest(w.returns, c.ret);
  if (!r) return;
  const as = { token: w.staff.token };
  const detail = answered(w, `return ${r.id}`, await w.api.get(`admin/returns/${r.id}`, as)).body;
  const lines = detail.lines as Array<{ id: number; quantity: number; received_quantity: number }>;
  let kind: string = c.kind;
  if (c.kind === 'settle') {
    // What staff would click: one of the settlements the return allows now.
    const allowed = (detail.allowed_actions as string[]).filter((a) => ['refund', 'credit', 'ship_exchange'].includes(a));
    kind = pick(allowed, c.choice) ?? 'refund';
  }
  let body: Record<string, unknown>;
  if (c.kind === 'approve') body = c.reject === 3 ? { action: 'reject', message: 'Worn.' } : { action: 'approve' };
  else if (c.kind === 'receive' && c.full) {
    const left = lines.filter((l) => l.received_quantity < l.quantity);
    body = {
      action: 'receive',
      lines: left.map((l) => ({ id: l.id, quantity: l.quantity - l.received_quantity, restock: c.lines[0]!.restock })),
    };
  } else if (c.kind === 'receive') {
    const seen = new Set<number>();
    const picked = [];
    for (const l of c.lines) {
      const line = pick(lines, l.line)!;
      if (seen.has(line.id)) continue;
      seen.add(line.id);
      picked.push({ id: line.id, quantity: l.quantity, restock: l.restock });
    }
    body = { action: 'receive', lines: picked };
  } else if (kind === 'refund' && 'percent' in c) {
    const amount = c.percent === undefined ? undefined : Math.max(1, Math.round((Math.round(detail.refundable * 100) * c.percent) / 100));
    body = {
      action: 'refund',
      ...(c.shipping === undefined ? {} : { refund_shipping: c.shipping }),
      ...(amount === undefined ? {} : { amount: fromMinor(amount) }),
    };
  } else if (kind === 'credit' && 'shipping' in c)
    body = { action: 'credit', ...(c.shipping === undefined ? {} : { refund_shipping: c.shipping }) };
  else if ((kind === 'ship' || kind === 'ship_exchange') && 'paid' in c)
    body = { action: 'ship_exchange', tracking: 'T-1', ...(c.paid ? { difference_received: true } : {}) };
  else return;
  answered(w, `act ${r.id} ${JSON.stringify(body)}`, await w.api.post(`admin/returns/${r.id}/actions`, body, as));
}

// ---------------------------------------------------------------- the money checks

const n = (v: unknown) => Number(v);

/** Everything the property says, over the whole database (and the touched orders' answers). */
async function checkMoney(w: World): Promise<void> {
  const db = w.t.ctx.db;
  const context = w.log.join('\n');
  const [orders, payments, refunds, taxes, cards, cardMoves, balances, creditMoves, returns, lines] = await Promise.all([
    db.selectFrom('orders').selectAll().where('settling', '=', 0).execute(),
    db.selectFrom('order_payments').selectAll().execute(),
    db
      .selectFrom('payment_transactions')
      .select(['order_id', 'payment_id', 'provider', 'status', 'amount'])
      .where('kind', '=', 'refund')
      .execute(),
    db.selectFrom('order_taxes').selectAll().execute(),
    db.selectFrom('gift_cards').selectAll().execute(),
    db.selectFrom('gift_card_movements').selectAll().orderBy('id').execute(),
    db.selectFrom('store_credit_balances').selectAll().execute(),
    db.selectFrom('store_credit_movements').selectAll().orderBy('id').execute(),
    db.selectFrom('returns').selectAll().execute(),
    db.selectFrom('return_lines').selectAll().execute(),
  ]);

  // No refund is left half-done after a call answered.
  expect(
    refunds.filter((r) => r.status === 'pending'),
    context,
  ).toEqual([]);

  for (const p of payments) {
    const done = sum(refunds.filter((r) => r.payment_id === p.id && r.status === 'succeeded').map((r) => n(r.amount)));
    expect(n(p.refunded), `payment ${p.id} refunded\n${context}`).toBeGreaterThanOrEqual(0);
    expect(n(p.refunded), `payment ${p.id} refunded more than it took\n${context}`).toBeLessThanOrEqual(n(p.amount));
    expect(done, `payment ${p.id}: its refund rows\n${context}`).toBe(n(p.refunded));
  }
  // A refund row of no payment is a return settled in store credit, counted against the order.
  expect(
    refunds.filter((r) => r.payment_id === null && !(r.provider === 'store_credit' && r.status === 'succeeded')),
    context,
  ).toEqual([]);

  for (const o of orders) {
    const mine = payments.filter((p) => p.order_id === o.id);
    const back = sum(refunds.filter((r) => r.order_id === o.id && r.status === 'succeeded').map((r) => n(r.amount)));
    expect(n(o.refunded_total), `order ${o.id}\n${context}`).toBeGreaterThanOrEqual(0);
    expect(n(o.refunded_total), `order ${o.id} refunded more than its total\n${context}`).toBeLessThanOrEqual(n(o.total));
    expect(back, `order ${o.id}: refunded_total is its refund rows\n${context}`).toBe(n(o.refunded_total));
    const asCredit = sum(refunds.filter((r) => r.order_id === o.id && r.payment_id === null).map((r) => n(r.amount)));
    expect(sum(mine.map((p) => n(p.refunded))) + asCredit, `order ${o.id}: refunded_total is its payments' refunds\n${context}`).toBe(
      n(o.refunded_total),
    );
    // What the payments took covers the total (a cancelled unpaid order's are cancelled).
    if (o.status !== 'cancelled')
      expect(sum(mine.filter((p) => p.status !== 'cancelled').map((p) => n(p.amount))), `order ${o.id} payments\n${context}`).toBe(
        n(o.total),
      );
    for (const tax of taxes.filter((x) => x.order_id === o.id)) {
      const label = `order ${o.id} rate ${tax.rate_millis}`;
      expect(n(tax.refunded_net), `${label} net\n${context}`).toBeGreaterThanOrEqual(0);
      expect(n(tax.refunded_tax), `${label} tax\n${context}`).toBeGreaterThanOrEqual(0);
      expect(n(tax.refunded_net), `${label}: more net refunded than paid\n${context}`).toBeLessThanOrEqual(n(tax.net));
      expect(n(tax.refunded_tax), `${label}: more tax refunded than paid\n${context}`).toBeLessThanOrEqual(n(tax.tax));
    }

    // Returns: per return, per order line and for the shipping, never more than was paid.
    const rets = returns.filter((r) => r.order_id === o.id);
    // All that went back, to the payments or as store credit, never exceeds what the payments took.
    const took = sum(mine.filter((p) => ['paid', 'partially_refunded', 'refunded'].includes(p.status)).map((p) => n(p.amount)));
    const given = sum(mine.map((p) => n(p.refunded))) + sum(rets.map((r) => n(r.credited_amount)));
    expect(given, `order ${o.id}: more given back (refunds and store credit) than paid\n${context}`).toBeLessThanOrEqual(took);
    const shippingPaid = n(o.shipping_total) + (n(o.prices_include_tax) === 1 ? 0 : n(o.shipping_tax));
    expect(sum(rets.map((r) => n(r.shipping_amount))), `order ${o.id} shipping paid back\n${context}`).toBeLessThanOrEqual(shippingPaid);
    const byOrderLine = new Map<number, { paid: number; settled: number }>();
    for (const r of rets) {
      const its = lines.filter((l) => l.return_id === r.id);
      const settled = sum(its.map((l) => n(l.settled_amount)));
      const label = `return ${r.id} (order ${o.id})`;
      expect(n(r.refunded_amount) + n(r.credited_amount), `${label}: its lines and shipping\n${context}`).toBe(
        settled + n(r.shipping_amount),
      );
      const linesPaid = sum(its.map((l) => Math.ceil((n(l.line_paid) * n(l.quantity)) / n(l.line_quantity))));
      expect(settled, `${label}: more paid back than its lines paid\n${context}`).toBeLessThanOrEqual(linesPaid);
      for (const l of its) {
        const line = byOrderLine.get(n(l.order_line_id)) ?? { paid: n(l.line_paid), settled: 0 };
        line.settled += n(l.settled_amount);
        byOrderLine.set(n(l.order_line_id), line);
      }
    }
    for (const [id, line] of byOrderLine)
      expect(line.settled, `order line ${id}: more paid back than it paid\n${context}`).toBeLessThanOrEqual(line.paid);
  }

  for (const card of cards) {
    const moves = cardMoves.filter((m) => m.gift_card_id === card.id);
    expect(n(card.balance), `card ${card.id}\n${context}`).toBeGreaterThanOrEqual(0);
    expect(n(card.balance), `card ${card.id} above its value\n${context}`).toBeLessThanOrEqual(n(card.initial_balance));
    expect(sum(moves.map((m) => n(m.amount))), `card ${card.id}: its movements\n${context}`).toBe(n(card.balance));
    expect(n(moves.at(-1)?.balance_after), `card ${card.id}: last movement\n${context}`).toBe(n(card.balance));
  }
  for (const b of balances) {
    const moves = creditMoves.filter((m) => m.user_id === b.user_id && m.currency === b.currency);
    expect(n(b.balance), `store credit of ${b.user_id}\n${context}`).toBeGreaterThanOrEqual(0);
    expect(sum(moves.map((m) => n(m.amount))), `store credit of ${b.user_id}: its ledger\n${context}`).toBe(n(b.balance));
    expect(n(moves.at(-1)?.balance_after), `store credit of ${b.user_id}: last movement\n${context}`).toBe(n(b.balance));
  }

  // What a client sees agrees: the order's answer never shows more refunded than paid.
  for (const o of w.orders) {
    const order = (await w.api.get(`orders/${o.id}`, { token: o.shopper.token })).body;
    expect(Math.round(order.refunded * 100), `order ${o.id} answer\n${context}`).toBeLessThanOrEqual(Math.round(order.total * 100));
    for (const p of order.payments as Array<{ amount: number; refunded: number }>)
      expect(Math.round(p.refunded * 100), `order ${o.id} payment answer\n${context}`).toBeLessThanOrEqual(Math.round(p.amount * 100));
  }
}

describe('money property (issue 28): nothing goes back beyond what was paid', () => {
  it(
    'holds under random placements, payments, returns, exchanges, refunds, credits and cancellations',
    { timeout: Math.max(120_000, RUNS * 5_000) },
    async () => {
      await fc.assert(
        fc.asyncProperty(world, async ({ prices, inclusive, commands }) => {
          const w = await setUp(prices, inclusive);
          try {
            await checkMoney(w);
            for (const c of commands) {
              await run(w, c);
              await checkMoney(w);
            }
          } finally {
            // MONEY_PROPERTY_LOG=<file> keeps every run's calls and answers (to see what the runs reach).
            if (process.env.MONEY_PROPERTY_LOG) appendFileSync(process.env.MONEY_PROPERTY_LOG, `${w.log.join('\n')}\n=====\n`);
            await w.t.close();
          }
        }),
        { numRuns: RUNS, endOnFailure: process.env.MONEY_PROPERTY_SHRINK !== '1' },
      );
    },
  );
});

describe('what the property found', () => {
  it('a cheaper exchange refunds its price difference only up to what the returned unit paid (a 90 % code)', async () => {
    const t = await createTestApp();
    try {
      const api = apiClient(t.app);
      const staff = await admin(t);
      const as = { token: staff.token };
      const s = await shopper(t);
      const p = await createProduct(t.ctx.db, { regular_price: 2000, sale_price: 2000, sizes: ['S', 'M'], stockEach: 5 });
      const m = await t.ctx.db
        .selectFrom('product_variants')
        .select('id')
        .where('product_id', '=', p.id)
        .where('size_key', '=', 'm')
        .executeTakeFirstOrThrow();
      await t.ctx.db.updateTable('product_variants').set({ sale_price: 500 }).where('id', '=', m.id).execute();
      await discount(t, { code: 'NINETY', kind: 'percentage', value: 9000 });
      await api.post('products/add-to-cart', { product_id: String(p.id), quantity: 1, size: 'S' }, { token: s.token });
      const placed = await api.post('orders', orderBody({ discount_code: 'NINETY' }), {
        token: s.token,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(placed.status).toBe(201);
      const id = placed.body.id;
      for (const body of [{ action: 'ship', carrier: 'UPS', tracking_number: '1Z' }, { action: 'deliver' }])
        expect((await api.post(`admin/orders/${id}/actions`, body, as)).status).toBe(200);
      const ret = await api.post(
        `orders/${id}/returns`,
        {
          lines: [{ order_line_id: placed.body.lines[0].id, quantity: 1, resolution: 'exchange', exchange_variant_id: m.id }],
          reason: 'wrong_size',
        },
        { token: s.token },
      );
      expect(ret.status).toBe(201);
      // The catalog difference is $15.00, but the unit paid $2.00 plus tax.
      expect(ret.body.lines[0].exchange.price_difference).toBe(-15);
      const paid = ret.body.lines[0].unit_amount as number;
      expect(paid).toBeLessThan(3);
      const act = (body: unknown) => api.post(`admin/returns/${ret.body.id}/actions`, body, as);
      expect((await act({ action: 'approve' })).status).toBe(200);
      const received = await act({ action: 'receive', lines: [{ id: ret.body.lines[0].id, quantity: 1, restock: true }] });
      expect(received.body).toMatchObject({ refundable: paid, allowed_actions: ['refund', 'ship_exchange'] });
      const refunded = await act({ action: 'refund', refund_shipping: false });
      expect(refunded.status).toBe(200);
      expect(refunded.body.refunded).toBe(paid);
      expect(refunded.body.allowed_actions).toEqual(['ship_exchange']);
      expect((await act({ action: 'refund' })).status).toBe(409);
      expect((await act({ action: 'ship_exchange' })).body.status).toBe('exchanged');
    } finally {
      await t.close();
    }
  });
});

describe('found reading the refund paths: no 500 for numbers beyond the integer columns (PostgreSQL)', () => {
  it('a grant taking a store credit balance above what it can hold is a 409 with a message; a return search beyond any id finds none', async () => {
    const t = await createTestApp();
    try {
      const api = apiClient(t.app);
      const as = { token: (await admin(t)).token };
      const s = await shopper(t);
      // 21 grants of $1,000,000 are $21,000,000.00, just below 2^31 - 1 cents; the 22nd would pass it.
      for (let i = 0; i < 21; i++)
        expect((await api.post(`admin/customers/${s.id}/store-credit`, { amount: 1_000_000, reason: 'Big' }, as)).status).toBe(200);
      const over = await api.post(`admin/customers/${s.id}/store-credit`, { amount: 1_000_000, reason: 'Big' }, as);
      expect(over.status).toBe(409);
      expect(over.body.errors.amount).toEqual([CREDIT_MESSAGES.creditAboveMax('$21,474,836.47')]);
      expect((await api.get('account/store-credit', { token: s.token })).body.balances).toEqual([{ currency: 'USD', balance: 21_000_000 }]);
      const search = await api.get('admin/returns?q=R-999999999999', as);
      expect(search.status).toBe(200);
      expect(search.body.count).toBe(0);
    } finally {
      await t.close();
    }
  });
});
