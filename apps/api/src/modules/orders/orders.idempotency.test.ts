import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M, PlaceOrderSchema } from '@shopwright/shared/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nowIso } from '../../lib/time';
import { requestHash } from './idempotency';
import { CARDS, cardPayment, checkoutApi, orderBody, rowsOf, shopperWithCart, stockOf } from './orders.fixtures';

let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = checkoutApi(t);
});
afterAll(() => t.close());

const kinds = async (userId: number) => (await rowsOf(t, 'payment_transactions', userId)).map((p) => `${p.kind}:${p.status}`);

describe('POST orders: Idempotency-Key', () => {
  it('returns the same order for a replayed key, without a second order or payment', async () => {
    const { shopper, product } = await shopperWithCart(t, { stock: 5 });
    const key = randomUUID();
    const first = await call.place(shopper, orderBody(), key);
    expect(first.status).toBe(201);
    await call.addToCart(shopper, product.id);
    const again = await call.place(shopper, orderBody(), key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(t, 'orders', shopper.id)).toHaveLength(1);
    expect(await kinds(shopper.id)).toEqual(['authorize:succeeded', 'capture:succeeded']);
    expect(await stockOf(t, product.id)).toBe(4);
    // The unit added after the first order is still in the cart.
    expect((await call.cart(shopper)).total_items).toBe(1);
  });

  it('gives concurrent requests with one key one order, and every one of them its answer', async () => {
    const { shopper, product } = await shopperWithCart(t, { stock: 5 });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => call.place(shopper, orderBody(), key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(await rowsOf(t, 'orders', shopper.id)).toHaveLength(1);
    expect(await kinds(shopper.id)).toEqual(['authorize:succeeded', 'capture:succeeded']);
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it('replays a refusal too: a declined card is not tried again under the same key', async () => {
    const { shopper } = await shopperWithCart(t);
    const key = randomUUID();
    const body = orderBody({ payment: cardPayment(CARDS.declined) });
    const first = await call.place(shopper, body, key);
    const again = await call.place(shopper, body, key);
    expect([first.status, again.status]).toEqual([402, 402]);
    expect(again.body).toEqual(first.body);
    expect(await kinds(shopper.id)).toEqual(['authorize:failed']);
    // A new attempt gets a new key.
    expect((await call.place(shopper, orderBody(), randomUUID())).status).toBe(201);
  });

  it('refuses the same key with a different body (422), placing nothing', async () => {
    const { shopper } = await shopperWithCart(t);
    const key = randomUUID();
    expect((await call.place(shopper, orderBody({ payment: cardPayment(CARDS.declined) }), key)).status).toBe(402);
    const res = await call.place(shopper, orderBody(), key);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: M.idempotencyKeyReused, code: 'CONFLICT', errors: { 'idempotency-key': [M.idempotencyKeyReused] } });
    expect(await rowsOf(t, 'orders', shopper.id)).toEqual([]);
  });

  it('treats the same body written differently as the same request', async () => {
    const { shopper } = await shopperWithCart(t);
    const key = randomUUID();
    const first = await call.place(shopper, orderBody({ discount_code: null }), key);
    const again = await call.place(shopper, orderBody({ payment: cardPayment('4242-4242-4242-4242') }), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);
  });

  it('keeps keys per shopper: two shoppers may send the same key', async () => {
    const a = await shopperWithCart(t);
    const b = await shopperWithCart(t);
    const key = randomUUID();
    const [first, second] = [await call.place(a.shopper, orderBody(), key), await call.place(b.shopper, orderBody(), key)];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.id).not.toBe(second.body.id);
  });

  it('lets a retry take over a key whose request died mid-way', async () => {
    const { shopper } = await shopperWithCart(t);
    const key = randomUUID();
    const body = orderBody();
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    await t.ctx.db
      .insertInto('idempotency_keys')
      .values({
        user_id: shopper.id,
        key,
        request_hash: requestHash(t.ctx, PlaceOrderSchema.parse(body)),
        status: 'in_progress',
        response_status: null,
        response_body: null,
        created_at: old,
        updated_at: old,
      })
      .execute();
    const res = await call.place(shopper, body, key);
    expect(res.status).toBe(201);
    const row = await t.ctx.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', shopper.id).executeTakeFirstOrThrow();
    expect([row.status, Number(row.response_status), row.updated_at > nowIso().slice(0, 10)]).toEqual(['done', 201, true]);
  });

  it('needs the header: missing or malformed is a 400 before anything happens', async () => {
    const { shopper, product } = await shopperWithCart(t);
    const missing = await call.place(shopper, orderBody(), null);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ 'idempotency-key': [M.idempotencyKeyRequired] });
    const short = await call.place(shopper, orderBody(), 'abc');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ 'idempotency-key': [M.idempotencyKeyInvalid] });
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await rowsOf(t, 'orders', shopper.id)).toEqual([]);
  });
});
