import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { StripeStandIn } from '../../../test/stripe-stand-in';
import { signInAdmin } from '../admin/admin.fixtures';
import { checkoutApi, discount, orderBody, rowsOf, shopperWithCart, stockOf, timesUsed } from '../orders/orders.fixtures';
import { SWEEP_JOB } from '../orders/order-sweep';

const SECRET = 'whsec_standInSecret123';
let t: TestApp;
let stand: StripeStandIn;
let call: ReturnType<typeof checkoutApi>;
let admin: { token: string };

const webhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

beforeAll(async () => {
  stand = await new StripeStandIn({
    webhookSecret: SECRET,
    deliver: async (payload, signature) => (await webhook(payload, signature)).statusCode,
  }).start();
  t = await createTestApp({
    stripe: { secretKey: 'sk_test_shopwright123', webhookSecret: SECRET, apiUrl: stand.url, mode: 'test' },
    publicUrl: 'https://shop.example',
  });
  call = checkoutApi(t);
  admin = { token: (await signInAdmin(t)).access };
});
afterAll(async () => {
  await t.close();
  await stand.stop();
});

const stripeBody = (overrides: Record<string, unknown> = {}) => orderBody({ payment: { method: 'stripe' }, ...overrides });
const sessionOf = (url: string) => stand.sessions.get(url.split('/pay/')[1]!)!;
const getOrder = async (token: string, id: number) => (await call.api.get(`orders/${id}`, { token })).body;

/** A shopper's Stripe order of `quantity` units (stock 5), with its Checkout Session. */
async function stripeOrder(quantity = 2, overrides: Record<string, unknown> = {}) {
  const { shopper, product } = await shopperWithCart(t, { stock: 5, sale_price: 2000, regular_price: 2500 }, quantity);
  const res = await call.place(shopper, stripeBody(overrides));
  expect(res.status).toBe(201);
  return { shopper, product, order: res.body, session: sessionOf(res.body.payment_redirect_url) };
}

describe('POST orders with Stripe Checkout', () => {
  it('answers a pending order awaiting payment with the session url; the session is exactly the order', async () => {
    const codeId = await discount(t, { code: 'STRIPE5', kind: 'fixed', value: 500 });
    const { shopper, product, order, session } = await stripeOrder(2, { discount_code: 'STRIPE5' });
    expect(order).toMatchObject({
      status: 'pending',
      payment_status: 'awaiting_payment',
      payment_method: 'stripe',
      discount: { code: 'STRIPE5', amount: 5 },
    });
    expect(order.payment_redirect_url).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'usd',
      amount_total: Math.round(order.total * 100),
      client_reference_id: order.number,
      metadata: { order_id: String(order.id) },
      customer_email: shopper.email,
      success_url: `https://shop.example/checkout/confirmation/${order.id}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: 'https://shop.example/checkout',
    });
    const expiresIn = Number(session.expires_at) * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000 + 1000);
    const creates = stand.calls.filter(
      (c) => c.method === 'POST' && c.body.metadata && (c.body.metadata as { order_id: string }).order_id === String(order.id),
    );
    expect(creates.map((c) => c.key)).toEqual([`shopwright-order-${order.id}-session`]);
    expect(stand.calls.some((c) => c.path === '/v1/coupons' && c.key === `shopwright-order-${order.id}-coupon`)).toBe(true);
    // Stock is reserved at once, the discount use counted, nothing charged or mailed yet.
    expect(await stockOf(t, product.id)).toBe(3);
    expect(await timesUsed(t, codeId)).toBe(1);
    expect(await mailsTo(t, shopper.email)).toEqual([]);
  });

  it('is refused (409) when Stripe is not set up, leaving the cart alone', async () => {
    const plain = await createTestApp();
    try {
      const { shopper } = await shopperWithCart(plain);
      const res = await checkoutApi(plain).place(shopper, stripeBody());
      expect(res.status).toBe(409);
      expect(res.body.errors).toHaveProperty(['payment.method']);
      expect((await checkoutApi(plain).cart(shopper)).cart_items).toHaveLength(1);
      expect((await checkoutApi(plain).api.get('payments/options')).body).toEqual({ stripe: false });
    } finally {
      await plain.close();
    }
  });
});

describe('the Stripe webhook', () => {
  it('checkout.session.completed paid: confirmed and paid, capture recorded with the PaymentIntent, mail sent; a replay changes nothing', async () => {
    const { shopper, order, session } = await stripeOrder();
    const returnUrl = await stand.pay(String(session.id));
    expect(returnUrl).toBe(`https://shop.example/checkout/confirmation/${order.id}?session_id=${String(session.id)}`);
    expect(stand.deliveries.at(-1)).toMatchObject({ type: 'checkout.session.completed', status: 200 });
    const paid = await getOrder(shopper.token, order.id);
    expect(paid).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(paid.payment_redirect_url).toBeUndefined();
    const ledger = await rowsOf(t, 'payment_transactions', shopper.id);
    expect(ledger.map((p) => [p.provider, p.kind, p.status, p.reference, Number(p.amount)])).toEqual([
      ['stripe', 'capture', 'succeeded', session.payment_intent, Math.round(order.total * 100)],
    ]);
    expect((await mailsTo(t, shopper.email)).map((m) => m.subject)).toEqual([`Order ${order.number} confirmed`]);
    const staffView = (await call.api.get(`admin/orders/${order.id}`, admin)).body;
    expect(staffView.stripe_payment).toEqual({
      payment_intent: session.payment_intent,
      dashboard_url: `https://dashboard.stripe.com/test/payments/${String(session.payment_intent)}`,
    });
    expect(staffView.transactions.map((tx: { method: string; reference: string }) => [tx.method, tx.reference])).toEqual([
      ['stripe', session.payment_intent],
    ]);

    const replay = await stand.resend(stand.sent.at(-1)!.payload);
    expect(replay).toBe(200);
    expect(await rowsOf(t, 'payment_transactions', shopper.id)).toHaveLength(1);
    expect(await mailsTo(t, shopper.email)).toHaveLength(1);
  });

  it('refuses a missing, wrong or stale signature with 400 and changes nothing', async () => {
    const { shopper, order, session } = await stripeOrder();
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_forged' } },
    });
    expect((await webhook(payload)).statusCode).toBe(400);
    expect((await webhook(payload, stand.sign(payload, undefined, 'whsec_wrongSecret'))).statusCode).toBe(400);
    expect((await webhook(payload, stand.sign(payload, Math.floor(Date.now() / 1000) - 301))).statusCode).toBe(400);
    const bad = await webhook(payload, 't=1,v1=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await getOrder(shopper.token, order.id)).toMatchObject({ status: 'pending', payment_status: 'awaiting_payment' });
    // The same body correctly signed is taken: the signature, not the content, was the problem.
    expect((await webhook(payload, stand.sign(payload))).statusCode).toBe(200);
  });

  it('checkout.session.expired: cancelled, stock back, discount use released; other events are ignored', async () => {
    const codeId = await discount(t, { code: 'EXPIRE1', kind: 'fixed', value: 100 });
    const { shopper, product, order, session } = await stripeOrder(2, { discount_code: 'EXPIRE1' });
    expect(await timesUsed(t, codeId)).toBe(1);
    await stand.expire(String(session.id));
    expect(await getOrder(shopper.token, order.id)).toMatchObject({ status: 'cancelled', payment_status: 'unpaid' });
    expect(await stockOf(t, product.id)).toBe(5);
    expect(await timesUsed(t, codeId)).toBe(0);
    expect(await stand.emit('customer.created', { id: 'cus_1', object: 'customer' })).toBe(200);
  });

  it('refunds: the admin refunds through Stripe (not counted twice when charge.refunded follows), dashboard refunds are recorded', async () => {
    const { shopper, order, session } = await stripeOrder();
    await stand.pay(String(session.id));
    const pi = String(session.payment_intent);
    const res = await call.api.post(`admin/orders/${order.id}/refunds`, { amount: 1000, reason: 'Damaged on arrival' }, admin);
    expect(res.status).toBe(201);
    expect(stand.calls.filter((c) => c.path === '/v1/refunds').at(-1)?.body).toEqual({ payment_intent: pi, amount: '1000' });
    expect(stand.deliveries.at(-1)).toMatchObject({ type: 'charge.refunded', status: 200 });
    let now = await getOrder(shopper.token, order.id);
    expect(now).toMatchObject({ payment_status: 'partially_refunded', refunded: 10 });

    await stand.refund(pi, 500);
    now = await getOrder(shopper.token, order.id);
    expect(now).toMatchObject({ payment_status: 'partially_refunded', refunded: 15 });
    expect(now.events.at(-1).message).toBe("Refund of $5.00 made in Stripe's dashboard.");
    const refunds = (await rowsOf(t, 'payment_transactions', shopper.id)).filter((p) => p.kind === 'refund');
    expect(refunds.map((r) => [r.provider, r.status, Number(r.amount), r.reference?.slice(0, 3)])).toEqual([
      ['stripe', 'succeeded', 1000, 're_'],
      ['stripe', 'succeeded', 500, 'ch_'],
    ]);

    const full = await call.api.post(`admin/orders/${order.id}/refunds`, { reason: 'Returned' }, admin);
    expect(full.status).toBe(201);
    expect(await getOrder(shopper.token, order.id)).toMatchObject({ payment_status: 'refunded', refunded: order.total });
  });
});

describe('reservations and the cancel return', () => {
  it('the sweep expires an unpaid session past its time and cancels; a paid one whose webhook was lost is confirmed', async () => {
    const unpaid = await stripeOrder(1);
    const lost = await stripeOrder(1);
    lost.session.status = 'complete';
    lost.session.payment_status = 'paid';
    stand.paymentIntents.set('pi_lostwebhook', {
      id: 'pi_lostwebhook',
      object: 'payment_intent',
      amount: lost.session.amount_total,
      status: 'succeeded',
    });
    lost.session.payment_intent = 'pi_lostwebhook';
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.ctx.db.updateTable('orders').set({ payment_expires_at: past }).where('id', 'in', [unpaid.order.id, lost.order.id]).execute();
    await t.ctx.jobs.runNow(SWEEP_JOB);
    expect(unpaid.session.status).toBe('expired');
    expect(await getOrder(unpaid.shopper.token, unpaid.order.id)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(t, unpaid.product.id)).toBe(5);
    expect(await getOrder(lost.shopper.token, lost.order.id)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(await stockOf(t, lost.product.id)).toBe(4);
  });

  it('the shopper back from cancel_url cancels the pending order: the cart is as it was, the session closed', async () => {
    const { shopper, product, order, session } = await stripeOrder(2);
    expect((await call.cart(shopper)).cart_items).toEqual([]);
    const res = await call.api.post(`orders/${order.id}/cancel`, {}, { token: shopper.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', payment_status: 'unpaid' });
    expect(session.status).toBe('expired');
    expect(
      (await call.cart(shopper)).cart_items.map((l: { product: { id: number }; quantity: number }) => [l.product.id, l.quantity]),
    ).toEqual([[product.id, 2]]);
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('tells the storefront Stripe is offered, and the admin its mode without any key', async () => {
    expect((await call.api.get('payments/options')).body).toEqual({ stripe: true });
    const status = await call.api.get('admin/payments/stripe', admin);
    expect(status.body).toEqual({
      configured: true,
      mode: 'test',
      webhook_url: 'https://shop.example/api/payments/stripe/webhook',
      events: expect.arrayContaining(['checkout.session.completed', 'checkout.session.expired', 'charge.refunded']),
    });
    expect(status.text).not.toContain('sk_test');
    expect(status.text).not.toContain('whsec_');
    const { shopper } = await shopperWithCart(t);
    expect((await call.api.get('admin/payments/stripe', { token: shopper.token })).status).toBe(403);
  });
});
