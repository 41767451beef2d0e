import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProductStock } from '../catalog/variants.repo';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkoutApi, discount, orderBody, product, shopper, shopperWithCart, stockOf, timesUsed, type Shopper } from './orders.fixtures';

let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = checkoutApi(t);
});
afterAll(() => t.close());

async function buyers(count: number, productId: number): Promise<Shopper[]> {
  const list: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const s = await shopper(t);
    await call.addToCart(s, productId);
    list.push(s);
  }
  return list;
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('racing buyers', () => {
  it('sells the last 5 units to exactly 5 of 50 buyers; stock ends at 0, never below', async () => {
    const p = await product(t, { stock: 50 });
    const crowd = await buyers(50, p.id);
    await setProductStock(t.ctx.db, p.id, 5);

    const answers = await Promise.all(crowd.map((s) => call.place(s, orderBody(), randomUUID())));
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 5, 409: 45 });
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe('OUT_OF_STOCK');

    expect(await stockOf(t, p.id)).toBe(0);
    const sold = await t.ctx.db.selectFrom('order_lines').select(['order_id', 'quantity']).where('product_id', '=', p.id).execute();
    expect(sold).toHaveLength(5);
    const orders = await t.ctx.db
      .selectFrom('orders')
      .select('id')
      .where(
        'user_id',
        'in',
        crowd.map((s) => s.id),
      )
      .execute();
    expect(orders).toHaveLength(5);
    const units = await t.ctx.db.selectFrom('products').select('units_sold').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(Number(units.units_sold)).toBe(5);

    // Buyers whose card was authorized before the stock ran out got the reservation voided.
    const loose = await t.ctx.db
      .selectFrom('payment_transactions')
      .select(['kind', 'status'])
      .where('order_id', 'is', null)
      .where(
        'user_id',
        'in',
        crowd.map((s) => s.id),
      )
      .execute();
    const authorized = loose.filter((r) => r.kind === 'authorize' && r.status === 'succeeded').length;
    expect(loose.filter((r) => r.kind === 'void' && r.status === 'succeeded')).toHaveLength(authorized);
    const captures = await t.ctx.db
      .selectFrom('payment_transactions')
      .select('id')
      .where('kind', '=', 'capture')
      .where(
        'user_id',
        'in',
        crowd.map((s) => s.id),
      )
      .execute();
    expect(captures).toHaveLength(5);
  });

  it('lets a code with 3 uses left serve exactly 3 of 10 racing orders', async () => {
    const codeId = await discount(t, { code: 'RACE3', kind: 'fixed', value: 100, usage_limit: 3 });
    const p = await product(t, { stock: 100 });
    const crowd = await buyers(10, p.id);
    const answers = await Promise.all(crowd.map((s) => call.place(s, orderBody({ discount_code: 'RACE3' }), randomUUID())));
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 3, 409: 7 });
    expect(await timesUsed(t, codeId)).toBe(3);
    expect(await stockOf(t, p.id)).toBe(97);
  });

  it('gives one cart one order even when two tabs send different keys at once', async () => {
    const { shopper: s, product: p } = await shopperWithCart(t, { stock: 10 }, 2);
    const answers = await Promise.all([call.place(s, orderBody(), randomUUID()), call.place(s, orderBody(), randomUUID())]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await stockOf(t, p.id)).toBe(8);
  });
});
