import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_MESSAGES as M } from '@shopwright/shared/returns';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { stockOf, type Shopper } from '../orders/orders.fixtures';
import { setStockOf } from '../../../test/factories';
import { returnsKit } from './returns.fixtures';

let t: TestApp;
let kit: Awaited<ReturnType<typeof returnsKit>>;

beforeAll(async () => {
  t = await createTestApp();
  kit = await returnsKit(t);
  // A second rate: 5 % for the "reduced" category, beside the standard 8.25 %.
  const { api, as } = kit;
  expect((await api.post('admin/tax-categories', { code: 'reduced', name: 'Reduced' }, as)).status).toBe(201);
  expect((await api.post('admin/tax-rates', { name: 'Reduced', zone: 'everywhere', category: 'reduced', rate: 5 }, as)).status).toBe(201);
});
afterAll(() => t.close());

const cents = (amount: number) => Math.round(amount * 100);
const lineOf = (order: { lines: Array<{ id: number; product_id: number }> }, productId: number) =>
  order.lines.find((l) => l.product_id === productId)!.id;

async function auditOf(returnId: number) {
  const rows = await t.ctx.db
    .selectFrom('audit_log')
    .select('action')
    .where('entity', '=', 'return')
    .where('entity_id', '=', String(returnId))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}

async function orderTaxes(orderId: number) {
  const rows = await t.ctx.db.selectFrom('order_taxes').selectAll().where('order_id', '=', orderId).orderBy('rate_millis').execute();
  return rows.map((r) => ({ rate: Number(r.rate_millis), refunded_net: Number(r.refunded_net), refunded_tax: Number(r.refunded_tax) }));
}

describe('a return refunded to the card, with tax per rate', () => {
  let s: Shopper;
  let order: any;
  let standard: { id: number };
  let reduced: { id: number };
  let ret: any;

  beforeAll(async () => {
    s = await kit.shopper();
    standard = await kit.product({ stock: 10 });
    reduced = await kit.product({ stock: 10, tax_category: 'reduced', regular_price: 2000, sale_price: 2000 });
    order = await kit.deliveredOrder(s, [
      { id: standard.id, quantity: 2 },
      { id: reduced.id, quantity: 1 },
    ]);
    // An endpoint hearing the returns' events (nothing listens at the port: the outbox rows are what count).
    const hook = await kit.api.post(
      'admin/webhooks',
      { url: 'http://127.0.0.1:9/hooks', events: ['return.requested', 'return.approved', 'return.received', 'return.refunded'] },
      kit.as,
    );
    expect(hook.status).toBe(201);
  });

  it('answers eligibility with the window, the returnable quantities and no returns yet', async () => {
    const res = await kit.api.get(`orders/${order.id}/returns`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order_id: order.id, eligible: true, reason: null, window_days: 30, returns: [] });
    expect(res.body.lines.map((l: any) => l.returnable_quantity)).toEqual([2, 1]);
  });

  it('is asked for by the shopper: 201 with its R- number, the timeline and the instructions mail', async () => {
    const res = await kit.ask(s, order.id, {
      lines: [
        { order_line_id: lineOf(order, standard.id), quantity: 1, resolution: 'refund' },
        { order_line_id: lineOf(order, reduced.id), quantity: 1, resolution: 'refund' },
      ],
      reason: 'changed_mind',
      comment: 'Too many',
    });
    expect(res.status).toBe(201);
    ret = res.body;
    expect(ret).toMatchObject({
      status: 'requested',
      reason: 'changed_mind',
      comment: 'Too many',
      order_id: order.id,
      can_cancel: true,
      item_count: 2,
    });
    expect(ret.number).toMatch(/^R-\d+$/);
    // The standard line paid $8.00 + 8.25 % a unit; the reduced one $20.00 + 5 %.
    expect(ret.lines.map((l: any) => [l.unit_amount, l.unit_tax, l.tax_rate])).toEqual([
      [8.66, 0.66, 8.25],
      [21, 1, 5],
    ]);
    expect(ret.events.map((e: any) => e.type)).toEqual(['requested']);
    const mails = await mailsTo(t, s.email);
    expect(mails.at(-1)!.subject).toBe(`Return ${ret.number} requested`);
    expect(mails.at(-1)!.text_body).toContain('What happens next');
  });

  it('answers the same return for a double submit (200), and is listed for the shopper and by number', async () => {
    const again = await kit.ask(s, order.id, {
      lines: [
        { order_line_id: lineOf(order, standard.id), quantity: 1, resolution: 'refund' },
        { order_line_id: lineOf(order, reduced.id), quantity: 1, resolution: 'refund' },
      ],
      reason: 'changed_mind',
      comment: 'Too many',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(ret.id);
    const list = await kit.api.get('returns', { token: s.token });
    expect(list.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.body.results[0]).toMatchObject({ id: ret.id, number: ret.number, status: 'requested', item_count: 2 });
    expect((await kit.api.get(`returns/${ret.number}`, { token: s.token })).body.id).toBe(ret.id);
  });

  it('is approved, received line by line (restock or not) without refunding, then refunded per rate', async () => {
    const approved = await kit.act(ret.id, { action: 'approve', message: 'Send it back within 14 days.' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      staff_message: 'Send it back within 14 days.',
      allowed_actions: ['reject', 'receive'],
    });
    const before = await stockOf(t, standard.id);
    const reducedBefore = await stockOf(t, reduced.id);
    const [a, b] = approved.body.lines;
    const first = await kit.act(ret.id, { action: 'receive', lines: [{ id: a.id, quantity: 1, restock: true }] });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('received');
    const second = await kit.act(ret.id, { action: 'receive', lines: [{ id: b.id, quantity: 1, restock: false }] });
    expect(second.body.lines.map((l: any) => [l.received_quantity, l.restocked_quantity])).toEqual([
      [1, 1],
      [1, 0],
    ]);
    expect(await stockOf(t, standard.id)).toBe(before + 1);
    expect(await stockOf(t, reduced.id)).toBe(reducedBefore);
    // Received, not refunded yet: the order's money is untouched.
    expect((await kit.api.get(`orders/${order.id}`, { token: s.token })).body.refunded).toBe(0);
    expect(second.body).toMatchObject({ refundable: 29.66, refund_shipping_default: false, allowed_actions: ['refund'] });

    const refunded = await kit.act(ret.id, { action: 'refund' });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      status: 'refunded',
      refunded: 29.66,
      shipping_refunded: 0,
      refund_shipping: false,
      allowed_actions: [],
    });
    expect(refunded.body.order.refunded).toBe(29.66);
    // Each rate got back exactly its own lines' net and tax (a proportional split would not).
    expect(await orderTaxes(order.id)).toEqual([
      { rate: 5000, refunded_net: 2000, refunded_tax: 100 },
      { rate: 8250, refunded_net: 800, refunded_tax: 66 },
    ]);
    expect(await auditOf(ret.id)).toEqual(['return.approve', 'return.receive', 'return.receive', 'return.refund']);
    const subjects = (await mailsTo(t, s.email)).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining([`Return ${ret.number} approved`, `Return ${ret.number}: $29.66 refunded`]));
    expect((await kit.act(ret.id, { action: 'refund' })).status).toBe(409);
    const events = await t.ctx.db.selectFrom('webhook_deliveries').select(['event_type', 'body']).orderBy('id').execute();
    const mine = events.filter((e) => JSON.parse(e.body).data.return?.id === ret.id);
    expect(mine.map((e) => e.event_type)).toEqual([
      'return.requested',
      'return.approved',
      'return.received',
      'return.received',
      'return.refunded',
    ]);
    expect(JSON.parse(mine.at(-1)!.body).data.return).toMatchObject({ number: ret.number, status: 'refunded', refunded: 29.66 });
  });

  it('returns the rest with shipping by default (the whole order is back), never more than was paid', async () => {
    const res = await kit.ask(s, order.id, {
      lines: [{ order_line_id: lineOf(order, standard.id), quantity: 1, resolution: 'refund' }],
      reason: 'damaged',
    });
    expect(res.status).toBe(201);
    const id = res.body.id;
    await kit.act(id, { action: 'approve' });
    const received = await kit.act(id, { action: 'receive', lines: [{ id: res.body.lines[0].id, quantity: 1, restock: false }] });
    expect(received.body.refund_shipping_default).toBe(true);
    const shipping = received.body.shipping_refundable;
    expect(shipping).toBeGreaterThan(0);
    // More than is left for the return is refused.
    const tooMuch = await kit.act(id, { action: 'refund', amount: 1000 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.errors.amount[0]).toMatch(/^The refund can be at most/);
    const done = await kit.act(id, { action: 'refund' });
    expect(done.status).toBe(200);
    expect(done.body.shipping_refunded).toBe(shipping);
    const final = (await kit.api.get(`orders/${order.id}`, { token: s.token })).body;
    expect(cents(final.refunded)).toBe(cents(final.total));
    expect(final.payment_status).toBe('refunded');
    const taxes = await t.ctx.db.selectFrom('order_taxes').selectAll().where('order_id', '=', order.id).execute();
    for (const r of taxes) expect([Number(r.refunded_net), Number(r.refunded_tax)]).toEqual([Number(r.net), Number(r.tax)]);
    // Nothing is left to return.
    const more = await kit.ask(s, order.id, {
      lines: [{ order_line_id: lineOf(order, standard.id), quantity: 1, resolution: 'refund' }],
      reason: 'other',
    });
    expect(more.status).toBe(400);
    expect(more.body.errors['lines.0.quantity']).toEqual([M.quantityTooLarge(0)]);
  });
});

describe('store credit and staff choices', () => {
  it('credits the received lines as store credit, with the shipping when staff say so', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ stock: 5 });
    const order = await kit.deliveredOrder(s, [{ id: p.id, quantity: 2 }]);
    const res = await kit.ask(s, order.id, {
      lines: [{ order_line_id: order.lines[0].id, quantity: 1, resolution: 'store_credit' }],
      reason: 'wrong_size',
    });
    const id = res.body.id;
    await kit.act(id, { action: 'approve' });
    const received = await kit.act(id, { action: 'receive', lines: [{ id: res.body.lines[0].id, quantity: 1, restock: true }] });
    expect(received.body).toMatchObject({ creditable: 8.66, allowed_actions: ['credit'] });
    const credited = await kit.act(id, { action: 'credit', refund_shipping: true });
    expect(credited.status).toBe(200);
    const shipping = received.body.shipping_refundable;
    expect(credited.body).toMatchObject({ status: 'credited', refunded: 0, shipping_refunded: shipping, refund_shipping: true });
    expect(cents(credited.body.credited)).toBe(866 + cents(shipping));
    const balance = await t.ctx.db.selectFrom('store_credit_balances').selectAll().where('user_id', '=', s.id).executeTakeFirstOrThrow();
    expect(Number(balance.balance)).toBe(866 + cents(shipping));
    // Credit is money of the order given back: it counts as refunded, and a later refund of the
    // whole order pays out only the rest (not the credited line a second time).
    const paid = await kit.api.get(`orders/${order.id}`, { token: s.token });
    expect(cents(paid.body.refunded)).toBe(866 + cents(shipping));
    const rest = await kit.api.post(`admin/orders/${order.id}/refunds`, { reason: 'Rest of the order' }, { token: kit.admin.access });
    expect(rest.status).toBe(201);
    expect(cents(rest.body.refunded_total ?? rest.body.refunded)).toBe(cents(paid.body.total));
    const card = await t.ctx.db.selectFrom('order_payments').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(Number(card.refunded)).toBe(cents(paid.body.total) - 866 - cents(shipping));
    expect((await mailsTo(t, s.email)).at(-1)!.subject).toBe(`Return ${res.body.number}: $${(8.66 + shipping).toFixed(2)} store credit`);
    expect(await auditOf(id)).toEqual(['return.approve', 'return.receive', 'return.credit']);
  });

  it('rejects with a message to the shopper; a rejected return frees its units', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ stock: 5 });
    const order = await kit.deliveredOrder(s, [{ id: p.id, quantity: 1 }]);
    const body = { lines: [{ order_line_id: order.lines[0].id, quantity: 1, resolution: 'refund' }], reason: 'other' };
    const id = (await kit.ask(s, order.id, body)).body.id;
    expect((await kit.act(id, { action: 'reject' })).body.errors.message).toEqual([M.messageRequired]);
    const rejected = await kit.act(id, { action: 'reject', message: 'Worn items cannot be returned.' });
    expect(rejected.body).toMatchObject({ status: 'rejected', staff_message: 'Worn items cannot be returned.', allowed_actions: [] });
    expect((await mailsTo(t, s.email)).at(-1)!.text_body).toContain('Worn items cannot be returned.');
    expect((await kit.act(id, { action: 'approve' })).status).toBe(409);
    // The same body again is a new return (the rejected one gave its units and its key back).
    const again = await kit.ask(s, order.id, body);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(id);
  });
});

describe('exchanges', () => {
  it('hold the new variant on approval, give it back on cancel, and ship after receipt', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ sizes: ['S', 'M', 'L'], stockEach: 3 });
    const m = await setStockOf(t.ctx.db, p.id, { size: 'M' }, 3);
    const l = await setStockOf(t.ctx.db, p.id, { size: 'L' }, 0);
    const order = await kit.deliveredOrder(s, [{ id: p.id, quantity: 2, size: 'S' }]);
    const line = order.lines[0].id;
    const eligibility = (await kit.api.get(`orders/${order.id}/returns`, { token: s.token })).body;
    expect(eligibility.lines[0].exchange_options.map((o: any) => [o.size, o.in_stock, o.price_difference])).toEqual([
      ['M', true, 0],
      ['L', false, 0],
    ]);
    // A sold-out variant is refused.
    const soldOut = await kit.ask(s, order.id, {
      lines: [{ order_line_id: line, quantity: 1, resolution: 'exchange', exchange_variant_id: l }],
      reason: 'wrong_size',
    });
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.errors['lines.0.exchange_variant_id']).toEqual([M.exchangeUnavailable]);

    const stockM = async () =>
      Number((await t.ctx.db.selectFrom('product_variants').select('stock').where('id', '=', m).executeTakeFirstOrThrow()).stock);
    const first = await kit.ask(s, order.id, {
      lines: [{ order_line_id: line, quantity: 1, resolution: 'exchange', exchange_variant_id: m }],
      reason: 'wrong_size',
    });
    expect(first.status).toBe(201);
    expect(first.body.lines[0].exchange).toMatchObject({ variant_id: m, size: 'M', price_difference: 0 });
    await kit.act(first.body.id, { action: 'approve' });
    expect(await stockM()).toBe(2);
    const cancelled = await kit.api.post(`returns/${first.body.id}/cancel`, undefined, { token: s.token });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect(await stockM()).toBe(3);

    const second = await kit.ask(s, order.id, {
      lines: [{ order_line_id: line, quantity: 2, resolution: 'exchange', exchange_variant_id: m }],
      reason: 'wrong_size',
    });
    expect(second.status).toBe(201);
    const id = second.body.id;
    await kit.act(id, { action: 'approve' });
    expect(await stockM()).toBe(1);
    // One of the two comes back: one ships, the other held unit goes back.
    const received = await kit.act(id, { action: 'receive', lines: [{ id: second.body.lines[0].id, quantity: 1, restock: true }] });
    expect(received.body.allowed_actions).toEqual(['receive', 'ship_exchange']);
    expect((await kit.api.post(`returns/${id}/cancel`, undefined, { token: s.token })).status).toBe(409);
    const shipped = await kit.act(id, { action: 'ship_exchange', tracking: 'TRACK-1' });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'exchanged', exchange_tracking: 'TRACK-1' });
    expect(await stockM()).toBe(2);
    expect((await mailsTo(t, s.email)).at(-1)!.subject).toBe(`Return ${second.body.number}: your exchange has shipped`);
  });

  it('a more expensive variant ships only once the difference is paid; a cheaper one refunds the difference', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ sizes: ['S', 'M', 'L'], stockEach: 5 });
    const m = await setStockOf(t.ctx.db, p.id, { size: 'M' }, 5);
    const l = await setStockOf(t.ctx.db, p.id, { size: 'L' }, 5);
    await t.ctx.db.updateTable('product_variants').set({ sale_price: 1000 }).where('id', '=', l).execute();
    await t.ctx.db.updateTable('product_variants').set({ sale_price: 500 }).where('id', '=', m).execute();
    const order = await kit.deliveredOrder(s, [{ id: p.id, quantity: 2, size: 'S' }]);
    const line = order.lines[0].id;
    const dearer = await kit.ask(s, order.id, {
      lines: [{ order_line_id: line, quantity: 1, resolution: 'exchange', exchange_variant_id: l }],
      reason: 'wrong_size',
    });
    expect(dearer.body.lines[0].exchange.price_difference).toBe(2);
    const approved = await kit.act(dearer.body.id, { action: 'approve' });
    expect(approved.body.exchange_due).toBe(2);
    expect((await mailsTo(t, s.email)).at(-1)!.text_body).toContain('costs $2.00 more');
    await kit.act(dearer.body.id, { action: 'receive', lines: [{ id: dearer.body.lines[0].id, quantity: 1, restock: true }] });
    const refused = await kit.act(dearer.body.id, { action: 'ship_exchange' });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(M.exchangeDifferenceDue('$2.00'));
    const shipped = await kit.act(dearer.body.id, { action: 'ship_exchange', difference_received: true });
    expect(shipped.body).toMatchObject({ status: 'exchanged', exchange_paid: true });

    const cheaper = await kit.ask(s, order.id, {
      lines: [{ order_line_id: line, quantity: 1, resolution: 'exchange', exchange_variant_id: m }],
      reason: 'wrong_size',
    });
    expect(cheaper.body.lines[0].exchange.price_difference).toBe(-3);
    await kit.act(cheaper.body.id, { action: 'approve' });
    const got = await kit.act(cheaper.body.id, {
      action: 'receive',
      lines: [{ id: cheaper.body.lines[0].id, quantity: 1, restock: true }],
    });
    expect(got.body.allowed_actions).toEqual(['refund', 'ship_exchange']);
    const refunded = await kit.act(cheaper.body.id, { action: 'refund', refund_shipping: false });
    expect(refunded.body).toMatchObject({ refunded: 3 });
    expect((await kit.act(cheaper.body.id, { action: 'ship_exchange' })).body.status).toBe('exchanged');
  });

  it('refuses an exchange into another product or the same variant', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ sizes: ['S', 'M'], stockEach: 3 });
    const other = await kit.product({ sizes: ['S', 'M'], stockEach: 3 });
    const otherM = await setStockOf(t.ctx.db, other.id, { size: 'M' }, 3);
    const order = await kit.deliveredOrder(s, [{ id: p.id, quantity: 1, size: 'S' }]);
    const line = order.lines[0];
    const into = (variant: number) =>
      kit.ask(s, order.id, {
        lines: [{ order_line_id: line.id, quantity: 1, resolution: 'exchange', exchange_variant_id: variant }],
        reason: 'wrong_size',
      });
    expect((await into(otherM)).body.errors['lines.0.exchange_variant_id']).toEqual([M.exchangeOtherProduct]);
    expect((await into(line.variant_id)).body.errors['lines.0.exchange_variant_id']).toEqual([M.exchangeSameVariant]);
    const missing = await kit.ask(s, order.id, {
      lines: [{ order_line_id: line.id, quantity: 1, resolution: 'exchange' }],
      reason: 'wrong_size',
    });
    expect(missing.body.errors['lines.0.exchange_variant_id']).toEqual([M.exchangeVariantRequired]);
  });
});

describe('bad requests write nothing', () => {
  let s: Shopper;
  let order: any;
  const count = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('returns')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    s = await kit.shopper();
    const p = await kit.product({ stock: 5 });
    order = await kit.deliveredOrder(s, [{ id: p.id, quantity: 2 }]);
  });

  it('refuses unknown lines, too many units, bad reasons and resolutions with field messages', async () => {
    const before = await count();
    const cases: Array<[unknown, string, string]> = [
      [{ lines: [{ order_line_id: 999999, quantity: 1, resolution: 'refund' }], reason: 'other' }, 'lines.0.order_line_id', M.lineUnknown],
      [
        { lines: [{ order_line_id: order.lines[0].id, quantity: 3, resolution: 'refund' }], reason: 'other' },
        'lines.0.quantity',
        M.quantityTooLarge(2),
      ],
      [
        { lines: [{ order_line_id: order.lines[0].id, quantity: 0, resolution: 'refund' }], reason: 'other' },
        'lines.0.quantity',
        M.quantityInvalid,
      ],
      [{ lines: [{ order_line_id: order.lines[0].id, quantity: 1, resolution: 'refund' }], reason: 'bored' }, 'reason', M.reasonInvalid],
      [
        { lines: [{ order_line_id: order.lines[0].id, quantity: 1, resolution: 'swap' }], reason: 'other' },
        'lines.0.resolution',
        M.resolutionInvalid,
      ],
      [{ lines: [], reason: 'other' }, 'lines', M.linesRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await kit.ask(s, order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field], field).toEqual([message]);
    }
    expect(await count()).toBe(before);
  });

  it('counts what other returns hold', async () => {
    const line = order.lines[0].id;
    expect(
      (await kit.ask(s, order.id, { lines: [{ order_line_id: line, quantity: 1, resolution: 'refund' }], reason: 'other' })).status,
    ).toBe(201);
    const over = await kit.ask(s, order.id, { lines: [{ order_line_id: line, quantity: 2, resolution: 'store_credit' }], reason: 'other' });
    expect(over.body.errors['lines.0.quantity']).toEqual([M.quantityTooLarge(1)]);
  });

  it('refuses an order not delivered and one outside the window (409)', async () => {
    const s2 = await kit.shopper();
    const p = await kit.product({ stock: 5 });
    const { checkoutApi, orderBody } = await import('../orders/orders.fixtures');
    const call = checkoutApi(t);
    await call.addToCart(s2, p.id, 1);
    const placed = (await call.place(s2, orderBody())).body;
    const notDelivered = await kit.ask(s2, placed.id, {
      lines: [{ order_line_id: placed.lines[0].id, quantity: 1, resolution: 'refund' }],
      reason: 'other',
    });
    expect(notDelivered.status).toBe(409);
    expect(notDelivered.body.detail).toBe(M.notDelivered);

    const late = await kit.deliveredOrder(s2, [{ id: p.id, quantity: 1 }]);
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await t.ctx.db
      .updateTable('order_events')
      .set({ created_at: longAgo })
      .where('order_id', '=', late.id)
      .where('type', '=', 'delivered')
      .execute();
    const closed = await kit.ask(s2, late.id, {
      lines: [{ order_line_id: late.lines[0].id, quantity: 1, resolution: 'refund' }],
      reason: 'other',
    });
    expect(closed.status).toBe(409);
    expect(closed.body.detail).toBe(M.windowClosed(30));
    // A longer window (a setting, 14 to 365 days) opens it again.
    expect((await kit.api.patch('admin/settings', { return_window_days: 10 }, kit.as)).body.errors.return_window_days).toEqual([
      M.returnWindowInvalid,
    ]);
    expect((await kit.api.patch('admin/settings', { return_window_days: 60 }, kit.as)).body.return_window_days).toBe(60);
    expect(
      (await kit.ask(s2, late.id, { lines: [{ order_line_id: late.lines[0].id, quantity: 1, resolution: 'refund' }], reason: 'other' }))
        .status,
    ).toBe(201);
    await kit.api.patch('admin/settings', { return_window_days: 30 }, kit.as);
  });
});

describe('who may see and do what', () => {
  it("404s another shopper's order and return, 401s guests, 403s customers and tokens without the scope", async () => {
    const owner = await kit.shopper();
    const stranger = await kit.shopper();
    const p = await kit.product({ stock: 5 });
    const order = await kit.deliveredOrder(owner, [{ id: p.id, quantity: 1 }]);
    const body = { lines: [{ order_line_id: order.lines[0].id, quantity: 1, resolution: 'refund' }], reason: 'other' };
    expect((await kit.ask(stranger, order.id, body)).status).toBe(404);
    expect((await kit.api.get(`orders/${order.id}/returns`, { token: stranger.token })).status).toBe(404);
    const ret = (await kit.ask(owner, order.id, body)).body;
    expect((await kit.api.get(`returns/${ret.id}`, { token: stranger.token })).status).toBe(404);
    expect((await kit.api.post(`returns/${ret.id}/cancel`, undefined, { token: stranger.token })).status).toBe(404);
    expect((await kit.api.get(`returns/${ret.id}`)).status).toBe(401);
    expect((await kit.api.get('admin/returns', { token: owner.token })).status).toBe(403);
    expect((await kit.act(ret.id, { action: 'approve' }, owner.token)).status).toBe(403);

    const token = async (scopes: string[]) =>
      (await kit.api.post('admin/api-tokens', { name: scopes.join(' '), scopes }, kit.as)).body.token as string;
    const reader = await token(['returns:read']);
    const writer = await token(['returns:read', 'returns:write']);
    const orders = await token(['orders:read']);
    expect((await kit.api.get('admin/returns', { token: reader })).status).toBe(200);
    expect((await kit.api.get(`admin/returns/${ret.id}`, { token: reader })).status).toBe(200);
    expect((await kit.act(ret.id, { action: 'approve' }, reader)).status).toBe(403);
    expect((await kit.api.get('admin/returns', { token: orders })).status).toBe(403);
    expect((await kit.act(ret.id, { action: 'approve' }, writer)).status).toBe(200);
  });

  it('lists returns for staff by status and date, with counts per status', async () => {
    const all = await kit.api.get('admin/returns?page_size=100', kit.as);
    expect(all.status).toBe(200);
    const approved = await kit.api.get('admin/returns?status=approved&page_size=100', kit.as);
    expect(approved.body.results.every((r: any) => r.status === 'approved')).toBe(true);
    expect(approved.body.count).toBeGreaterThan(0);
    const future = await kit.api.get('admin/returns?from=2099-01-01', kit.as);
    expect(future.body.count).toBe(0);
    expect((await kit.api.get('admin/returns?status=lost', kit.as)).status).toBe(400);
    expect((await kit.api.get('admin/returns?from=2026-02-02&to=2026-02-01', kit.as)).status).toBe(400);
    const counts = (await kit.api.get('admin/returns/counts', kit.as)).body;
    expect(Object.values(counts.counts).reduce((a: number, b) => a + (b as number), 0)).toBe(all.body.count);
    expect(counts.counts.approved).toBe(approved.body.count);
  });
});
