import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, ORDER_MESSAGES as M, ORDER_STATUSES } from '@shopwright/shared/orders';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { AppError } from '../../lib/errors';
import { requestRestockNotice } from '../catalog/stock.service';
import type { Actor } from './order-events';
import { markPaid, refund } from './order-payments';
import { transition } from './order-transitions';
import { checkoutApi, discount, orderBody, rowsOf, shopperWithCart, stockOf, timesUsed } from './orders.fixtures';
import { nextStatus } from './state-machine';

let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = checkoutApi(t);
});
afterAll(() => t.close());

const STAFF: Actor = { type: 'staff', id: null };
const SHIPMENT = { carrier: 'UPS', tracking_number: '1Z999' };

async function placed(payment: 'card' | 'pay_later' = 'card', fixture = {}, extra: Record<string, unknown> = {}) {
  const { shopper, product } = await shopperWithCart(t, { stock: 5, ...fixture }, 2);
  const res = await call.place(shopper, orderBody({ ...(payment === 'pay_later' ? { payment: { method: 'pay_later' } } : {}), ...extra }));
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${res.text}`);
  return { shopper, product, order: res.body };
}

async function refused(work: Promise<unknown>): Promise<AppError> {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error('expected a refusal');
  return err;
}

describe('the order state machine', () => {
  it('allows exactly the documented moves', () => {
    const allowed = ORDER_STATUSES.flatMap((s) =>
      ORDER_ACTIONS.filter((a) => nextStatus(s, a)).map((a) => `${s}:${a}>${nextStatus(s, a)}`),
    );
    expect(allowed).toEqual([
      'pending:confirm>confirmed',
      'pending:cancel>cancelled',
      'confirmed:start_processing>processing',
      'confirmed:ship>shipped',
      'confirmed:cancel>cancelled',
      'processing:ship>shipped',
      'processing:cancel>cancelled',
      'shipped:deliver>delivered',
    ]);
  });

  it('takes a pay-later order from pending to delivered, one timeline event per step, and mails the shipment', async () => {
    const { shopper, order } = await placed('pay_later');
    await transition(t.ctx, order.id, 'confirm', STAFF);
    await transition(t.ctx, order.id, 'start_processing', STAFF);
    const shipped = await transition(t.ctx, order.id, 'ship', STAFF, SHIPMENT);
    expect(shipped).toMatchObject({ status: 'shipped', shipment: SHIPMENT, can_cancel: false });
    const done = await transition(t.ctx, order.id, 'deliver', STAFF);
    expect(done.status).toBe('delivered');
    expect(done.events.slice(2).map((e) => [e.type, e.actor, e.message])).toEqual([
      ['confirmed', 'staff', 'Order confirmed.'],
      ['processing', 'staff', 'Order is being prepared.'],
      ['shipped', 'staff', 'Order shipped with UPS (tracking number 1Z999).'],
      ['delivered', 'staff', 'Order delivered.'],
    ]);
    const mails = await mailsTo(t, shopper.email);
    expect(mails.map((m) => m.subject)).toEqual([`Order ${order.number} received: payment pending`, `Order ${order.number} has shipped`]);
    expect(mails[1]?.text_body).toContain('Tracking number: 1Z999');
  });

  it('refuses moves the machine does not allow (409) and a shipment without its details (400)', async () => {
    const { order } = await placed('pay_later');
    const early = await refused(transition(t.ctx, order.id, 'deliver', STAFF));
    expect([early.statusCode, early.detail]).toEqual([409, M.notAllowed('deliver', 'pending')]);
    await transition(t.ctx, order.id, 'confirm', STAFF);
    const bare = await refused(transition(t.ctx, order.id, 'ship', STAFF, { carrier: '' }));
    expect([bare.statusCode, bare.errors]).toEqual([400, { carrier: [M.carrierRequired], tracking_number: [M.trackingRequired] }]);
    await transition(t.ctx, order.id, 'ship', STAFF, SHIPMENT);
    const late = await refused(transition(t.ctx, order.id, 'cancel', STAFF));
    expect([late.statusCode, late.detail]).toEqual([409, M.cannotCancel('shipped')]);
    expect((await refused(transition(t.ctx, 999_999, 'confirm', STAFF))).statusCode).toBe(404);
  });
});

describe('POST orders/{id}/cancel', () => {
  it('restocks, refunds the card, gives the code back and mails the shopper', async () => {
    const codeId = await discount(t, { code: 'CANCELME', kind: 'fixed', value: 100 });
    const { shopper, product, order } = await placed('card', {}, { discount_code: 'CANCELME' });
    expect([await stockOf(t, product.id), await timesUsed(t, codeId)]).toEqual([3, 1]);
    const res = await call.api.post(`orders/${order.id}/cancel`, undefined, { token: shopper.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refunded: order.total, can_cancel: false });
    expect(res.body.events.slice(2).map((e: { type: string; actor: string }) => `${e.type}:${e.actor}`)).toEqual([
      'cancelled:customer',
      'restocked:system',
      'refunded:system',
    ]);
    expect(res.body.events[4].message).toBe(`Refund of $${order.total.toFixed(2)} sent to the Visa card ending in 4242.`);
    expect([await stockOf(t, product.id), await timesUsed(t, codeId)]).toEqual([5, 0]);
    const payments = await rowsOf(t, 'payment_transactions', shopper.id);
    expect(payments.map((p) => `${p.kind}:${p.status}:${p.amount}`)).toEqual(
      ['authorize', 'capture', 'refund'].map((k) => `${k}:succeeded:${Math.round(order.total * 100)}`),
    );
    const mails = await mailsTo(t, shopper.email);
    expect(mails.at(-1)?.subject).toBe(`Order ${order.number} cancelled`);
    expect(mails.at(-1)?.text_body).toContain(`We refunded $${order.total.toFixed(2)} to your Visa ending in 4242`);

    const again = await call.api.post(`orders/${order.id}/cancel`, undefined, { token: shopper.token });
    expect([again.status, again.body.detail]).toEqual([409, M.cannotCancel('cancelled')]);
  });

  it('cancels an unpaid pay-later order without a refund, and tells those waiting for the product', async () => {
    const { shopper, product, order } = await placed('pay_later', { stock: 2 });
    await requestRestockNotice(t.ctx, String(product.id), { email: 'waiting@example.com' });
    const res = await call.api.post(`orders/${order.number}/cancel`, undefined, { token: shopper.token });
    expect(res.body).toMatchObject({ status: 'cancelled', payment_status: 'unpaid', refunded: 0 });
    expect(await stockOf(t, product.id)).toBe(2);
    expect((await mailsTo(t, 'waiting@example.com')).map((m) => m.subject)).toEqual([`${product.name} is back in stock`]);
  });

  it('is refused once the order has shipped', async () => {
    const { shopper, order } = await placed();
    await transition(t.ctx, order.id, 'ship', STAFF, SHIPMENT);
    const res = await call.api.post(`orders/${order.id}/cancel`, undefined, { token: shopper.token });
    expect([res.status, res.body.detail]).toEqual([409, M.cannotCancel('shipped')]);
  });
});

describe('refunds and pay-later payments', () => {
  it('refunds part, then the rest, through the provider; never more than was paid', async () => {
    const { order } = await placed();
    const cents = Math.round(order.total * 100);
    const part = await refund(t.ctx, order.id, 500, STAFF);
    expect(part).toMatchObject({ payment_status: 'partially_refunded', refunded: 5, status: 'confirmed' });
    const tooMuch = await refused(refund(t.ctx, order.id, cents, STAFF));
    expect(tooMuch.statusCode).toBe(409);
    expect((await refused(refund(t.ctx, order.id, 0, STAFF))).errors).toEqual({ amount: [M.refundInvalid] });
    const rest = await refund(t.ctx, order.id, undefined, STAFF);
    expect(rest).toMatchObject({ payment_status: 'refunded', refunded: order.total });
    expect((await refused(refund(t.ctx, order.id, 100, STAFF))).detail).toBe(M.refundNotPaid);
  });

  it('marks a pay-later order paid once; a card order cannot be', async () => {
    const { order, shopper } = await placed('pay_later');
    const paid = await markPaid(t.ctx, order.id, STAFF);
    expect(paid).toMatchObject({ payment_status: 'paid', status: 'pending' });
    expect(paid.events.at(-1)).toMatchObject({ type: 'paid', actor: 'staff' });
    expect((await refused(markPaid(t.ctx, order.id, STAFF))).detail).toBe(M.alreadyPaid);
    const card = await placed();
    expect((await refused(markPaid(t.ctx, card.order.id, STAFF))).detail).toBe(M.notPayLater);
    const cancelled = await call.api.post(`orders/${order.id}/cancel`, undefined, { token: shopper.token });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
  });
});
