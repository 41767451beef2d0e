import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { product, shopper, type Shopper } from '../../orders/orders.fixtures';
import { signInAdmin } from '../admin.fixtures';
import { percentChange } from './dashboard.service';
import { cancel, keptOfLine, moveOrder, placeOrder, refundOrder, storedOrders, type Placed, type StoredOrder } from './reports.fixtures';

let t: TestApp;
let api: ApiClient;
let token: { token: string };
let today: string;
let orders: StoredOrder[];
let placed: Placed[];
let body: any;
const products: Array<{ id: number; name: string }> = [];

/** The day `n` days before today, at noon UTC (or at the first millisecond). */
const daysAgo = (n: number, time = '12:00:00.000') => `${addDays(today, -n)}T${time}Z`;
const joinedDaysAgo = (s: Shopper, n: number) =>
  t.ctx.db
    .updateTable('users')
    .set({ date_joined: daysAgo(n) })
    .where('id', '=', s.id)
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  const admin = await signInAdmin(t);
  token = { token: admin.access };
  today = todayUtc();
  for (const [price, stock] of [
    [1000, 40],
    [2500, 40],
    [700, 3],
    [900, 0],
  ] as const)
    products.push(await product(t, { regular_price: price, sale_price: price, stock }));
  const buyers = [await shopper(t), await shopper(t), await shopper(t), await shopper(t), await shopper(t)];
  await joinedDaysAgo(buyers[1]!, 1);
  await joinedDaysAgo(buyers[2]!, 5);
  await joinedDaysAgo(buyers[3]!, 12);
  await joinedDaysAgo(buyers[4]!, 40);
  const [a, b] = [products[0]!, products[1]!];
  // [days ago, buyer, items]: today twice, yesterday, this week, the week before, this month, the month before, older.
  const plan: Array<[number, number, Array<[number, number]>, string?]> = [
    [0, 0, [[a.id, 1]], '00:00:00.000'],
    [0, 1, [[b.id, 2]]],
    [1, 2, [[a.id, 3]]],
    [
      4,
      0,
      [
        [b.id, 1],
        [a.id, 1],
      ],
    ],
    [9, 3, [[a.id, 1]]],
    [20, 4, [[b.id, 1]]],
    [45, 1, [[a.id, 2]]],
    [59, 2, [[b.id, 1]], '00:00:00.000'],
    [60, 3, [[b.id, 5]]],
  ];
  placed = [];
  for (const [ago, buyer, items, time] of plan) {
    const order = await placeOrder(t, buyers[buyer]!, items);
    await moveOrder(t, order.id, daysAgo(ago, time));
    placed.push(order);
  }
  await refundOrder(t, placed[1]!.id, 1234, admin.id);
  await refundOrder(t, placed[5]!.id, undefined, admin.id);
  // Cancelled today: not a sale, but still a recent order.
  const cancelled = await placeOrder(t, buyers[0]!, [[b.id, 1]]);
  await cancel(t, cancelled.id, admin.id);
  placed.push(cancelled);
  orders = await storedOrders(t);
  const res = await api.get('admin/dashboard', token);
  expect(res.status, res.text).toBe(200);
  body = res.body;
});
afterAll(() => t.close());

/** Sales (not cancelled) placed from `first` to `last` days ago, both included. */
const salesBetween = (last: number, first: number) =>
  orders.filter(
    (o) => o.status !== 'cancelled' && o.placed_at >= daysAgo(first, '00:00:00.000') && o.placed_at < daysAgo(last - 1, '00:00:00.000'),
  );
const net = (list: StoredOrder[]) => list.reduce((s, o) => s + o.total - o.refunded_total, 0);
const aov = (list: StoredOrder[]) => (list.length ? Math.round(net(list) / list.length) : 0);

describe('dashboard', () => {
  it('knows the change in per cent', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 8)).toBe(-100);
  });

  it.each([
    ['today', 1, { value: 1, previous: 1 }],
    ['last_7_days', 7, { value: 3, previous: 1 }],
    ['last_30_days', 30, { value: 4, previous: 1 }],
  ] as const)('compares %s with as many days before', (key, days, customers) => {
    const [cur, prev] = [salesBetween(0, days - 1), salesBetween(days, 2 * days - 1)];
    const stats = body.periods[key];
    expect(stats).toMatchObject({ from: addDays(today, 1 - days), to: today });
    expect(stats.revenue).toEqual({ value: net(cur) / 100, previous: net(prev) / 100, change: percentChange(net(cur), net(prev)) });
    expect(stats.orders).toEqual({ value: cur.length, previous: prev.length, change: percentChange(cur.length, prev.length) });
    expect(stats.average_order_value).toEqual({
      value: aov(cur) / 100,
      previous: aov(prev) / 100,
      change: percentChange(aov(cur), aov(prev)),
    });
    expect(stats.new_customers).toEqual({ ...customers, change: percentChange(customers.value, customers.previous) });
  });

  it('has the plan as its premise', () => {
    expect(body.periods.today.orders).toMatchObject({ value: 2, previous: 1, change: 100 });
    expect(body.periods.last_7_days.orders).toMatchObject({ value: 4, previous: 1, change: 300 });
    // The order 59 days ago is the first of the 30 days before; the one 60 days ago is older.
    expect(body.periods.last_30_days.orders).toMatchObject({ value: 6, previous: 2, change: 200 });
  });

  it('charts every day of the last 30 with its orders and net revenue', () => {
    expect(body.sales).toHaveLength(30);
    expect(body.sales.at(-1).date).toBe(today);
    expect(body.sales[0].date).toBe(addDays(today, -29));
    for (const [i, day] of body.sales.entries()) {
      const list = salesBetween(29 - i, 29 - i);
      expect(day).toEqual({ date: addDays(today, i - 29), orders: list.length, revenue: net(list) / 100 });
    }
    expect(body.sales.find((d: { date: string }) => d.date === addDays(today, -20))).toMatchObject({ orders: 1, revenue: 0 });
  });

  it('lists the newest orders first, cancelled ones too', () => {
    expect(body.recent_orders.map((o: { id: number }) => o.id)).toEqual(
      placed
        .map((o) => o.id)
        .reverse()
        .slice(0, 8),
    );
    expect(body.recent_orders[0]).toMatchObject({
      number: placed.at(-1)!.number,
      status: 'cancelled',
      payment_status: 'refunded',
      customer: { name: 'Ada Buyer' },
    });
  });

  it('lists variants at or below the low-stock threshold, sold out first, with their SKU', () => {
    const variant = { variant_id: expect.any(Number), sku: expect.any(String), color: null, size: null };
    expect(body.low_stock).toEqual([
      { id: products[3]!.id, name: products[3]!.name, slug: expect.any(String), stock: 0, published: true, ...variant },
      { id: products[2]!.id, name: products[2]!.name, slug: expect.any(String), stock: 3, published: true, ...variant },
    ]);
  });

  it('ranks the best sellers of the last 30 days by net item sales', () => {
    const month = salesBetween(0, 29);
    const netOf = (id: number) =>
      month.flatMap((o) => o.lines.filter((l) => l.product_id === id).map((l) => keptOfLine(o, l.line_total))).reduce((s, v) => s + v, 0);
    const expected = [products[0]!, products[1]!].map((p) => ({ product_id: p.id, net: netOf(p.id) / 100 })).sort((x, y) => y.net - x.net);
    expect(body.top_products.map((p: { product_id: number; net: number }) => ({ product_id: p.product_id, net: p.net }))).toEqual(expected);
  });
});
