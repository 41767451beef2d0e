import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { stockOf } from '../orders/orders.fixtures';
import { returnsKit } from './returns.fixtures';

let t: TestApp;
let kit: Awaited<ReturnType<typeof returnsKit>>;

beforeAll(async () => {
  t = await createTestApp();
  kit = await returnsKit(t);
});
afterAll(() => t.close());

describe('concurrent receipts of one return', () => {
  it('never receive (or restock) more than was asked', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ stock: 10 });
    const order = await kit.deliveredOrder(s, [{ id: p.id, quantity: 3 }]);
    const ret = (
      await kit.ask(s, order.id, { lines: [{ order_line_id: order.lines[0].id, quantity: 3, resolution: 'refund' }], reason: 'damaged' })
    ).body;
    await kit.act(ret.id, { action: 'approve' });
    const stockBefore = await stockOf(t, p.id);
    const line = ret.lines[0].id;
    // 12 staff clicks at once, of 1 or 2 units each: at most 3 units can ever be received.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        kit.act(ret.id, { action: 'receive', lines: [{ id: line, quantity: 1 + (i % 2), restock: true }] }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(answers.every((a) => a.status === 200 || a.status === 400 || a.status === 409)).toBe(true);
    expect(ok.length).toBeGreaterThan(0);
    const detail = (await kit.detail(ret.id)).body;
    expect(detail.lines[0].received_quantity).toBe(3);
    expect(detail.lines[0].restocked_quantity).toBe(3);
    expect(await stockOf(t, p.id)).toBe(stockBefore + 3);
    const received = detail.events.filter((e: { type: string }) => e.type === 'received');
    expect(received.length).toBe(ok.length);
  });

  it('two racing refunds of one return pay once', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ stock: 10 });
    const order = await kit.deliveredOrder(s, [{ id: p.id, quantity: 2 }]);
    const ret = (
      await kit.ask(s, order.id, { lines: [{ order_line_id: order.lines[0].id, quantity: 1, resolution: 'refund' }], reason: 'damaged' })
    ).body;
    await kit.act(ret.id, { action: 'approve' });
    await kit.act(ret.id, { action: 'receive', lines: [{ id: ret.lines[0].id, quantity: 1, restock: false }] });
    const answers = await Promise.all(Array.from({ length: 5 }, () => kit.act(ret.id, { action: 'refund' })));
    expect(answers.filter((a) => a.status === 200).length).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const final = (await kit.api.get(`orders/${order.id}`, { token: s.token })).body;
    expect(final.refunded).toBe(8.66);
  });
});
