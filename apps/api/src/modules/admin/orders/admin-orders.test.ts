import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES as AM, REPORT_MESSAGES, addDays, todayUtc } from '@shopwright/shared/admin';
import { ORDER_MESSAGES as M } from '@shopwright/shared/orders';
import { createTestApp, mailsTo, type TestApp } from '../../../../test/test-app';
import { checkoutApi, orderBody, product, shopper, shopperWithCart, stockOf, type Shopper } from '../../orders/orders.fixtures';
import { signInAdmin } from '../admin.fixtures';

let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
let token: { token: string };
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = checkoutApi(t);
  const admin = await signInAdmin(t);
  token = { token: admin.access };
  adminId = admin.id;
});
afterAll(() => t.close());

interface Placed {
  shopper: Shopper;
  product: { id: number };
  order: { id: number; number: string; total: number };
}

/** A shopper's order of two units (stock 5): paid by card (confirmed) or on invoice (pending, unpaid). */
async function placed(payment: 'card' | 'pay_later' = 'card'): Promise<Placed> {
  const { shopper, product } = await shopperWithCart(t, { stock: 5 }, 2);
  const res = await call.place(shopper, orderBody(payment === 'pay_later' ? { payment: { method: 'pay_later' } } : {}));
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${res.text}`);
  return { shopper, product, order: res.body };
}

const get = (path: string) => call.api.get(`admin/${path}`, token);
const post = (path: string, body?: unknown) => call.api.post(`admin/${path}`, body, token);
const act = (id: number | string, body: Record<string, unknown>) => post(`orders/${id}/actions`, body);
const ids = (res: { body: { results: Array<{ id: number }> } }) => res.body.results.map((o) => o.id);
const cents = (amount: number) => Math.round(amount * 100);

async function auditActions(entityId: number): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('entity', '=', 'order')
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
  expect(rows.every((r) => r.actor_id === adminId)).toBe(true);
  return rows.map((r) => r.action);
}

describe('GET admin/orders', () => {
  let card: Placed;
  let invoice: Placed;
  let other: Placed;
  beforeAll(async () => {
    card = await placed('card');
    invoice = await placed('pay_later');
    other = await placed('card');
  });

  it('lists orders newest first with customer, totals and the page envelope', async () => {
    const res = await get('orders?page_size=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, next: 2, previous: null });
    expect(ids(res)).toEqual([other.order.id, invoice.order.id]);
    expect(res.body.results[0]).toEqual({
      id: other.order.id,
      number: other.order.number,
      status: 'confirmed',
      payment_status: 'paid',
      payment_method: 'card',
      currency: 'USD',
      total: other.order.total,
      refunded: 0,
      market: 'us',
      base_currency: 'USD',
      total_base: other.order.total,
      item_count: 2,
      email: other.shopper.email,
      customer: { id: other.shopper.id, email: other.shopper.email, name: 'Ada Buyer' },
      placed_at: expect.any(String),
    });
    expect(ids(await get('orders?page_size=2&page=2'))).toEqual([card.order.id]);
    expect(ids(await get('orders?sort=placed_at'))).toEqual([card.order.id, invoice.order.id, other.order.id]);
  });

  it('filters by status, payment status, method, customer, number and placing day', async () => {
    expect(ids(await get('orders?status=pending'))).toEqual([invoice.order.id]);
    expect(ids(await get('orders?payment_status=paid'))).toEqual([other.order.id, card.order.id]);
    expect(ids(await get('orders?payment_method=pay_later'))).toEqual([invoice.order.id]);
    expect(ids(await get(`orders?customer=${card.shopper.id}`))).toEqual([card.order.id]);
    expect(ids(await get(`orders?customer=${encodeURIComponent(card.shopper.email.toUpperCase())}`))).toEqual([card.order.id]);
    expect(ids(await get(`orders?q=${card.order.number.toLowerCase()}`))).toEqual([card.order.id]);
    expect(ids(await get(`orders?q=${card.order.number.slice(3)}`))).toEqual([card.order.id]);
    const today = todayUtc();
    expect((await get(`orders?from=${today}&to=${today}`)).body.count).toBe(3);
    expect((await get(`orders?from=${addDays(today, 1)}`)).body.count).toBe(0);
    expect((await get(`orders?to=${addDays(today, -1)}`)).body.count).toBe(0);
    expect((await get('orders?customer=nobody%25')).body.count).toBe(0);
  });

  it('refuses bad filters with 400 and the field', async () => {
    const cases: Array<[string, string, string]> = [
      ['status=lost', 'status', AM.statusInvalid],
      ['payment_status=maybe', 'payment_status', AM.paymentStatusInvalid],
      ['sort=name', 'sort', AM.sortInvalid],
      ['q=abc', 'q', AM.searchInvalid],
      ['from=2030-02-30', 'from', REPORT_MESSAGES.dateInvalid('From')],
      ['from=2030-02-02&to=2030-02-01', 'from', REPORT_MESSAGES.fromAfterTo],
      ['page=0', 'page', expect.any(String) as unknown as string],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`orders?${query}`);
      expect({ query, status: res.status, errors: res.body.errors?.[field] }).toEqual({ query, status: 400, errors: [message] });
    }
  });
});

describe('GET admin/orders/{id}', () => {
  it('answers lines, customer, addresses, payment with transactions, timeline, notes and the allowed moves', async () => {
    const { order, shopper } = await placed('card');
    const res = await get(`orders/${order.number}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: order.id,
      status: 'confirmed',
      payment_status: 'paid',
      email: shopper.email,
      customer: { id: shopper.id, email: shopper.email },
      card: { brand: 'Visa', last4: '4242' },
      shipping_address: { full_name: 'Ada Buyer', city: 'Springfield' },
      allowed_actions: ['start_processing', 'ship', 'cancel'],
      refundable: order.total,
      can_mark_paid: false,
      notes: [],
      // The primary market's order counts in the reports as it is.
      market: 'us',
      currency: 'USD',
      exchange_rate: 1,
      base_currency: 'USD',
      total_base: order.total,
      refunded_base: 0,
    });
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.transactions.map((x: { kind: string; amount: number }) => [x.kind, x.amount])).toEqual([
      ['authorize', order.total],
      ['capture', order.total],
    ]);
    expect(res.body.events.length).toBeGreaterThan(0);
    expect((await get(`orders/${order.id}`)).body.id).toBe(order.id);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await get('orders/999999')).status).toBe(404);
    expect((await get('orders/SW-1')).status).toBe(404);
    const bad = await get('orders/abc');
    expect([bad.status, bad.body.errors.orderId]).toEqual([400, [M.orderIdInvalid]]);
  });
});

describe('POST admin/orders/{id}/actions', () => {
  it('takes an order from pending to delivered; shipping mails the carrier and tracking number; each move is audited', async () => {
    const { order, shopper } = await placed('pay_later');
    expect((await get(`orders/${order.id}`)).body.allowed_actions).toEqual(['confirm', 'cancel']);
    expect((await act(order.id, { action: 'confirm' })).body).toMatchObject({
      status: 'confirmed',
      allowed_actions: ['start_processing', 'ship', 'cancel'],
    });
    expect((await act(order.id, { action: 'start_processing' })).body.status).toBe('processing');
    const shipped = await act(order.number, { action: 'ship', carrier: 'DHL', tracking_number: 'JD0001' });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'DHL', tracking_number: 'JD0001' },
      allowed_actions: ['deliver'],
    });
    const mail = (await mailsTo(t, shopper.email)).at(-1);
    expect(mail?.subject).toBe(`Order ${order.number} has shipped`);
    expect(mail?.text_body).toContain('Carrier: DHL\nTracking number: JD0001');
    expect((await act(order.id, { action: 'deliver' })).body).toMatchObject({ status: 'delivered', allowed_actions: [] });
    expect(await auditActions(order.id)).toEqual(['order.confirm', 'order.start_processing', 'order.ship', 'order.deliver']);
    const entry = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'order.ship')
      .where('entity_id', '=', String(order.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before_json ?? '')).toEqual({ status: 'processing', payment_status: 'unpaid' });
    expect(JSON.parse(entry.after_json ?? '')).toEqual({
      status: 'shipped',
      payment_status: 'unpaid',
      carrier: 'DHL',
      tracking_number: 'JD0001',
    });
  });

  it('cancels with restock and refund; refuses moves the state machine does not allow with 409', async () => {
    const { order, product } = await placed('card');
    expect(await stockOf(t, product.id)).toBe(3);
    const wrong = await act(order.id, { action: 'deliver' });
    expect([wrong.status, wrong.body.detail]).toEqual([409, M.notAllowed('deliver', 'confirmed')]);
    const cancelled = await act(order.id, { action: 'cancel' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refundable: 0, allowed_actions: [] });
    expect(await stockOf(t, product.id)).toBe(5);
    const again = await act(order.id, { action: 'cancel' });
    expect([again.status, again.body.detail]).toEqual([409, M.cannotCancel('cancelled')]);
    expect((await act(order.id, { action: 'confirm' })).status).toBe(409);
    expect(await auditActions(order.id)).toEqual(['order.cancel']);
  });

  it('refuses bad input with 400 and unknown orders with 404', async () => {
    const { order } = await placed('card');
    const bare = await act(order.id, { action: 'ship', carrier: ' ' });
    expect([bare.status, bare.body.errors]).toEqual([400, { carrier: [M.carrierRequired], tracking_number: [M.trackingRequired] }]);
    const unknown = await act(order.id, { action: 'teleport' });
    expect([unknown.status, unknown.body.errors.action]).toEqual([400, [AM.actionInvalid]]);
    expect((await act(order.id, { action: 'confirm', extra: 1 })).status).toBe(400);
    expect((await post(`orders/${order.id}/actions`)).status).toBe(400);
    expect((await act(999_999, { action: 'confirm' })).status).toBe(404);
    expect((await get(`orders/${order.id}`)).body.status).toBe('confirmed');
  });
});

describe('POST admin/orders/{id}/refunds', () => {
  it('refunds part, then the rest, through the provider; never more than is left', async () => {
    const { order } = await placed('card');
    const part = await post(`orders/${order.id}/refunds`, { amount: 250, reason: 'Scratched box' });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({
      payment_status: 'partially_refunded',
      refunded: 2.5,
      refundable: (cents(order.total) - 250) / 100,
      status: 'confirmed',
    });
    expect(part.body.transactions.at(-1)).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
      amount: 2.5,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(part.body.notes.map((n: { body: string; author: { id: number } }) => [n.body, n.author.id])).toEqual([
      ['Refunded $2.50: Scratched box', adminId],
    ]);

    const tooMuch = await post(`orders/${order.id}/refunds`, { amount: cents(order.total), reason: 'All of it' });
    expect([tooMuch.status, tooMuch.body.detail]).toEqual([409, M.refundTooLarge(`$${((cents(order.total) - 250) / 100).toFixed(2)}`)]);

    const rest = await post(`orders/${order.id}/refunds`, { reason: 'Customer returned it' });
    expect(rest.body).toMatchObject({ payment_status: 'refunded', refunded: order.total, refundable: 0 });
    expect(
      rest.body.transactions.filter((x: { kind: string }) => x.kind === 'refund').map((x: { amount: number }) => cents(x.amount)),
    ).toEqual([250, cents(order.total) - 250]);
    const more = await post(`orders/${order.id}/refunds`, { amount: 1, reason: 'Again' });
    expect([more.status, more.body.detail]).toEqual([409, M.refundNotPaid]);
    expect(await auditActions(order.id)).toEqual(['order.refund', 'order.refund']);
  });

  it('refuses bad amounts and a missing reason with 400, an unpaid order with 409 and an unknown one with 404', async () => {
    const { order } = await placed('card');
    for (const amount of [0, -100, 1.5, '100', null]) {
      const res = await post(`orders/${order.id}/refunds`, { amount, reason: 'Bad amount' });
      expect({ amount, status: res.status, errors: res.body.errors?.amount }).toEqual({ amount, status: 400, errors: [AM.amountInvalid] });
    }
    for (const reason of [undefined, '  ', 'x'.repeat(501)]) {
      const res = await post(`orders/${order.id}/refunds`, { amount: 100, reason });
      expect([res.status, res.body.errors?.reason]).toEqual([
        400,
        [reason === undefined || !reason.trim() ? AM.reasonRequired : AM.reasonTooLong],
      ]);
    }
    expect((await get(`orders/${order.id}`)).body.refunded).toBe(0);
    const unpaid = await placed('pay_later');
    const res = await post(`orders/${unpaid.order.id}/refunds`, { amount: 100, reason: 'Nothing paid' });
    expect([res.status, res.body.detail]).toEqual([409, M.refundNotPaid]);
    expect((await post('orders/999999/refunds', { reason: 'Nobody' })).status).toBe(404);
  });
});

describe('POST admin/orders/{id}/notes', () => {
  it('adds internal notes with their author, oldest first, audited', async () => {
    const { order } = await placed('card');
    await post(`orders/${order.id}/notes`, { note: 'Customer called about gift wrap.' });
    const res = await post(`orders/${order.id}/notes`, { note: '  Wrapped.  ' });
    expect(res.status).toBe(201);
    expect(res.body.notes.map((n: { body: string }) => n.body)).toEqual(['Customer called about gift wrap.', 'Wrapped.']);
    expect(res.body.notes[0]).toMatchObject({ author: { id: adminId }, created_at: expect.any(String) });
    expect(await auditActions(order.id)).toEqual(['order.note', 'order.note']);
    const ownView = await call.api.get(`orders/${order.id}`, { token: (await placed()).shopper.token });
    expect(ownView.status).toBe(404);
  });

  it('refuses an empty, too long or unexpected note with 400 and an unknown order with 404', async () => {
    const { order } = await placed('card');
    expect((await post(`orders/${order.id}/notes`, { note: ' ' })).body.errors.note).toEqual([AM.noteRequired]);
    expect((await post(`orders/${order.id}/notes`, { note: 'x'.repeat(2001) })).body.errors.note).toEqual([AM.noteTooLong]);
    expect((await post(`orders/${order.id}/notes`, { note: 'ok', private: true })).status).toBe(400);
    expect((await post('orders/999999/notes', { note: 'Hello' })).status).toBe(404);
  });
});

describe('pay later', () => {
  let waiting: Placed;
  let second: Placed;
  beforeAll(async () => {
    const t0 = await placed('pay_later');
    waiting = await placed('pay_later');
    second = await placed('pay_later');
    await act(t0.order.id, { action: 'cancel' });
  });

  it('lists unpaid, open pay-later orders, the oldest first, with age, total and the outstanding sum', async () => {
    const res = await get('pay-later?page_size=100');
    expect(res.status).toBe(200);
    const listed = res.body.results.map((o: { id: number }) => o.id);
    expect(listed).toEqual(expect.arrayContaining([waiting.order.id, second.order.id]));
    expect(listed.indexOf(waiting.order.id)).toBeLessThan(listed.indexOf(second.order.id));
    expect(
      res.body.results.every(
        (o: { payment_method: string; payment_status: string; status: string }) =>
          o.payment_method === 'pay_later' && o.payment_status === 'unpaid' && o.status !== 'cancelled',
      ),
    ).toBe(true);
    expect(res.body.results.find((o: { id: number }) => o.id === waiting.order.id)).toMatchObject({
      age_days: 0,
      total: waiting.order.total,
      last_reminder_at: null,
    });
    const sum = res.body.results.reduce((s: number, o: { total: number }) => s + cents(o.total), 0);
    expect(res.body).toMatchObject({ count: listed.length, currency: 'USD' });
    expect(cents(res.body.outstanding)).toBe(sum);
    expect((await get('pay-later?sort=oldest')).status).toBe(400);
  });

  it('sends a reminder mail, shown in the list; refuses one for a card order', async () => {
    const res = await post(`pay-later/${waiting.order.id}/remind`);
    expect(res.status).toBe(200);
    expect(res.body.events.at(-1)).toMatchObject({ type: 'payment_reminder', actor: 'staff' });
    const mail = (await mailsTo(t, waiting.shopper.email)).at(-1);
    expect(mail?.subject).toBe(`Payment reminder: order ${waiting.order.number}`);
    expect(mail?.text_body).toContain(`please pay $${waiting.order.total.toFixed(2)} quoting your order number ${waiting.order.number}`);
    const listed = (await get('pay-later?page_size=100')).body.results.find((o: { id: number }) => o.id === waiting.order.id);
    expect(listed.last_reminder_at).toEqual(expect.any(String));
    const card = await placed('card');
    const refused = await post(`pay-later/${card.order.id}/remind`);
    expect([refused.status, refused.body.detail]).toEqual([409, AM.reminderNotDue]);
    expect((await post('pay-later/999999/remind')).status).toBe(404);
  });

  it('marks an order paid: a captured transaction, the order confirmed, gone from the list; audited', async () => {
    const res = await post(`pay-later/${second.order.number}/mark-paid`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'confirmed', payment_status: 'paid', can_mark_paid: false, refundable: second.order.total });
    expect(res.body.transactions.at(-1)).toMatchObject({
      kind: 'capture',
      status: 'succeeded',
      method: 'pay_later',
      amount: second.order.total,
    });
    expect(ids(await get('pay-later?page_size=100'))).not.toContain(second.order.id);
    const again = await post(`pay-later/${second.order.id}/mark-paid`);
    expect([again.status, again.body.detail]).toEqual([409, M.alreadyPaid]);
    expect(await auditActions(second.order.id)).toEqual(['order.mark_paid']);
  });

  it('refuses to mark a card order or a cancelled order paid (409) and an unknown one (404)', async () => {
    const card = await placed('card');
    expect((await post(`pay-later/${card.order.id}/mark-paid`)).body.detail).toBe(M.notPayLater);
    const cancelled = await placed('pay_later');
    await act(cancelled.order.id, { action: 'cancel' });
    const res = await post(`pay-later/${cancelled.order.id}/mark-paid`);
    expect([res.status, res.body.detail]).toEqual([409, AM.paidCancelled]);
    expect((await post(`pay-later/${cancelled.order.id}/remind`)).status).toBe(409);
    expect((await post('pay-later/999999/mark-paid')).status).toBe(404);
  });
});

describe('an order in another market (ADR 029)', () => {
  /**
   * Euro market at 0.92 with the 0.99 rounding; one 19.99 USD lamp -> 18.99 EUR, Standard 4.99 ->
   * 4.59 EUR, tax 8.25 % 1.57 + 0.38: 25.53 EUR, which the reports count as 25.53 / 0.92 = 27.75 USD.
   */
  it('shows its money in its currency, and its total and refunds in the base currency at its stored rate', async () => {
    const market = {
      code: 'eu',
      name: 'Europe',
      countries: ['DE'],
      currency: 'EUR',
      languages: ['de', 'en'],
      path: '/eu',
      exchange_rate: 0.92,
      rounding: '0.99',
    };
    expect((await post('markets', market)).status).toBe(201);
    const s = await shopper(t);
    const lamp = await product(t, { regular_price: 1999, sale_price: 1999, stock: 5 });
    const added = await call.api.post('products/add-to-cart?market=eu', { product_id: String(lamp.id), quantity: 1 }, { token: s.token });
    expect(added.status, added.text).toBe(200);
    const placed = await call.place(s, orderBody({ market: 'eu', currency: 'EUR', expected_total: 25.53 }));
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.id as number;

    const detail = await get(`orders/${id}`);
    expect(detail.body).toMatchObject({
      market: 'eu',
      currency: 'EUR',
      subtotal: 18.99,
      shipping: 4.59,
      total: 25.53,
      refundable: 25.53,
      exchange_rate: 0.92,
      base_currency: 'USD',
      total_base: 27.75,
      refunded_base: 0,
    });

    // A refund in euros (minor units of the order's currency): 5.00 EUR is 5.43 USD in the reports.
    const refunded = await post(`orders/${id}/refunds`, { amount: 500, reason: 'Scratched shade' });
    expect(refunded.status, refunded.text).toBe(201);
    expect(refunded.body).toMatchObject({ refunded: 5, refundable: 20.53, total_base: 27.75, refunded_base: 5.43 });
    expect(refunded.body.notes.at(-1).body).toBe('Refunded €5.00: Scratched shade');

    const row = (await get(`orders?q=${placed.body.number}`)).body.results[0];
    expect(row).toMatchObject({ id, market: 'eu', currency: 'EUR', total: 25.53, refunded: 5, base_currency: 'USD', total_base: 27.75 });
    // The same figure the market report counts the order for.
    const today = todayUtc();
    const report = await get(`reports/markets?from=${today}&to=${today}`);
    expect(report.body.rows.find((r: { market: string }) => r.market === 'eu')).toMatchObject({
      gross: 25.53,
      gross_base: 27.75,
      refunds_base: 5.43,
    });
  });
});
