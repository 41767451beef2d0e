import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M, PlaceOrderSchema } from '@shopwright/shared/checkout';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { chargeOnce, findGatewayCall } from '../payments/test-card-ledger';
import {
  CARDS,
  cardPayment,
  checkoutApi,
  discount,
  orderBody,
  rowsOf,
  shopperWithCart,
  stockOf,
  timesUsed,
  type Shopper,
} from './orders.fixtures';
import { completeRefund, reserveRefund } from './order-payments';
import { chargeKey } from '../payments/providers/index';
import { SWEEP_JOB } from './order-sweep';
import { beginPlacement } from './placement';

let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = checkoutApi(t);
});
afterAll(() => t.close());

const input = (overrides: Record<string, unknown> = {}) => PlaceOrderSchema.parse(orderBody(overrides));
const cardOf = (parsed = input()) => (parsed.payment.method === 'card' ? parsed.payment.card : undefined);
/** Makes an order look as if its request died more than the sweep's grace period ago. */
const age = (orderId: number) =>
  t.ctx.db
    .updateTable('orders')
    .set({ placed_at: new Date(Date.now() - 10 * 60_000).toISOString() })
    .where('id', '=', orderId)
    .execute();
const order = (id: number) => t.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
const myOrders = async (s: Shopper) => (await call.api.get('orders', { token: s.token })).body.count;

describe('placement in steps', () => {
  it('a declined card leaves no order, no stock taken, the code and the cart as they were, and one refused attempt', async () => {
    const codeId = await discount(t, { code: 'STEP10', kind: 'percentage', value: 1000 });
    const { shopper, product } = await shopperWithCart(t, { stock: 3 }, 2);
    const res = await call.place(shopper, orderBody({ payment: cardPayment(CARDS.declined), discount_code: 'STEP10' }));
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'PAYMENT_FAILED', detail: M.cardDeclined, errors: { payment: [M.cardDeclined] } });
    expect(await rowsOf(t, 'orders', shopper.id)).toEqual([]);
    expect(await stockOf(t, product.id)).toBe(3);
    expect(await timesUsed(t, codeId)).toBe(0);
    expect(
      (await call.cart(shopper)).cart_items.map((l: { product: { id: number }; quantity: number }) => [l.product.id, l.quantity]),
    ).toEqual([[product.id, 2]]);
    const attempts = await rowsOf(t, 'payment_transactions', shopper.id);
    expect(attempts.map((p) => [p.kind, p.status, p.order_id, p.failure_reason, p.card_last4])).toEqual([
      ['authorize', 'failed', null, 'card_declined', '0002'],
    ]);
    // The cart is whole again: paying with a good card now works.
    expect((await call.place(shopper, orderBody({ discount_code: 'STEP10' }))).status).toBe(201);
    expect(await timesUsed(t, codeId)).toBe(1);
  });

  it('hides an order from its shopper until its payment outcome is recorded', async () => {
    const { shopper } = await shopperWithCart(t);
    const row = await beginPlacement(t.ctx, shopper.id, input());
    expect(row).toMatchObject({ status: 'pending', payment_status: 'unpaid', settling: 1 });
    expect(await myOrders(shopper)).toBe(0);
    expect((await call.api.get(`orders/${row.id}`, { token: shopper.token })).status).toBe(404);
  });
});

describe('a crash between the steps, settled by the sweep', () => {
  it('the charge went through but was never recorded: the sweep asks the gateway and confirms the order once', async () => {
    const { shopper, product } = await shopperWithCart(t, { stock: 4 }, 1);
    const row = await beginPlacement(t.ctx, shopper.id, input());
    const charge = await chargeOnce(t.ctx, chargeKey(row.id), Number(row.total), 'USD', cardOf());
    expect(charge.ok).toBe(true);
    // …the process dies here. A sweep before the grace period leaves the order alone.
    await t.ctx.jobs.runNow(SWEEP_JOB);
    expect((await order(row.id))?.settling).toBe(1);
    await age(row.id);
    await t.ctx.jobs.runNow(SWEEP_JOB);
    await t.ctx.jobs.runNow(SWEEP_JOB);
    expect(await order(row.id)).toMatchObject({ status: 'confirmed', payment_status: 'paid', settling: 0, card_last4: '4242' });
    expect(await stockOf(t, product.id)).toBe(3);
    const payments = await rowsOf(t, 'payment_transactions', shopper.id);
    expect(payments.map((p) => [p.kind, p.status])).toEqual([
      ['authorize', 'succeeded'],
      ['capture', 'succeeded'],
    ]);
    expect((await mailsTo(t, shopper.email)).map((m) => m.subject)).toEqual([`Order SW-${100000 + row.id} confirmed`]);
    expect(await myOrders(shopper)).toBe(1);
  });

  it('no charge reached the gateway: the sweep gives everything back, and a late charge is refused', async () => {
    const { shopper, product } = await shopperWithCart(t, { stock: 4 }, 2);
    const row = await beginPlacement(t.ctx, shopper.id, input());
    expect(await stockOf(t, product.id)).toBe(2);
    await age(row.id);
    await t.ctx.jobs.runNow(SWEEP_JOB);
    expect(await order(row.id)).toBeUndefined();
    expect(await stockOf(t, product.id)).toBe(4);
    expect((await call.cart(shopper)).cart_items).toHaveLength(1);
    expect(await findGatewayCall(t.ctx.db, chargeKey(row.id))).toMatchObject({ status: 'failed', failure_reason: 'abandoned' });
    const late = await chargeOnce(t.ctx, chargeKey(row.id), Number(row.total), 'USD', cardOf());
    expect(late.ok).toBe(false);
  });

  it('a retry with the same Idempotency-Key after the crash answers the first order, charged once', async () => {
    const { shopper } = await shopperWithCart(t);
    const key = randomUUID();
    const body = orderBody();
    // The first request claimed the key and wrote its order, then died before the gateway answered.
    await t.ctx.db
      .insertInto('idempotency_keys')
      .values({
        user_id: shopper.id,
        key,
        request_hash: (await import('./idempotency')).requestHash(t.ctx, PlaceOrderSchema.parse(body)),
        status: 'in_progress',
        response_status: null,
        response_body: null,
        order_id: null,
        created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
        updated_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      })
      .execute();
    const row = await beginPlacement(t.ctx, shopper.id, PlaceOrderSchema.parse(body), key);
    await chargeOnce(t.ctx, chargeKey(row.id), Number(row.total), 'USD', cardOf(PlaceOrderSchema.parse(body)));
    const retry = await call.place(shopper, body, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ id: row.id, status: 'confirmed', payment_status: 'paid' });
    const again = await call.place(shopper, body, key);
    expect(again.body.id).toBe(row.id);
    expect((await rowsOf(t, 'orders', shopper.id)).length).toBe(1);
    expect((await rowsOf(t, 'payment_transactions', shopper.id)).filter((p) => p.kind === 'capture')).toHaveLength(1);
  });
});

describe('refunds outside the transaction', () => {
  it('a refund whose answer was never recorded is finished by the sweep, once', async () => {
    const { shopper } = await shopperWithCart(t);
    const placed = (await call.place(shopper)).body;
    const paid = (await order(placed.id))!;
    const pending = await t.ctx.db.transaction().execute((trx) => reserveRefund(trx, paid, 500, { type: 'staff', id: null }));
    // Reserved, then the process died before the gateway was asked.
    expect(await order(placed.id)).toMatchObject({ refunded_total: 500, payment_status: 'paid' });
    await t.ctx.db
      .updateTable('payment_transactions')
      .set({ created_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where('id', '=', pending.transactionId)
      .execute();
    await t.ctx.jobs.runNow(SWEEP_JOB);
    expect(await order(placed.id)).toMatchObject({ refunded_total: 500, payment_status: 'partially_refunded' });
    expect(await completeRefund(t.ctx, pending)).toBe(true);
    const refunds = (await rowsOf(t, 'payment_transactions', shopper.id)).filter((p) => p.kind === 'refund');
    expect(refunds.map((r) => [r.status, Number(r.amount)])).toEqual([['succeeded', 500]]);
    expect(
      (await t.ctx.db.selectFrom('gateway_calls').select('id').where('key', '=', `refund-${pending.transactionId}`).execute()).length,
    ).toBe(1);
  });
});

describe('the bench-only comparison mode', () => {
  it('still places card orders when the gateway is called inside the transaction', async () => {
    const bench = await createTestApp({ paymentBench: { delayMs: 5, inTransaction: true } });
    try {
      const api = checkoutApi(bench);
      const { shopper } = await shopperWithCart(bench);
      const res = await api.place(shopper);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
      const declined = await (async () => {
        const other = await shopperWithCart(bench);
        return api.place(other.shopper, orderBody({ payment: cardPayment(CARDS.declined) }));
      })();
      expect(declined.status).toBe(402);
    } finally {
      await bench.close();
    }
  });
});
