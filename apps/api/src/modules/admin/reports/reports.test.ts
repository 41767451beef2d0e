import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketStart, DELETED_PRODUCTS_LABEL, REPORT_MAX_DAYS, REPORT_MESSAGES as M, type ReportGroup } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { product, shopper, type Shopper } from '../../orders/orders.fixtures';
import { parseCsv } from '../products/admin-products-csv';
import { signInAdmin, type SignedIn } from '../admin.fixtures';
import { cancel, cents, keptOfLine, moveOrder, placeOrder, refundOrder, storedOrders, type StoredOrder } from './reports.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let token: { token: string };
let orders: StoredOrder[];
let buyers: Shopper[];
let categories: Array<{ id: number; name: string }>;
const products: Record<'a' | 'b' | 'c', { id: number; name: string }> = {} as never;

// A Wednesday in March; the range below covers it, the next week and the next month.
const FROM = '2025-03-01';
const TO = '2025-04-30';
const at = (day: string, time = '10:00:00.000') => `${day}T${time}Z`;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t);
  token = { token: admin.access };
  categories = await t.ctx.db.selectFrom('categories').select(['id', 'name']).orderBy('position').limit(2).execute();
  products.a = await product(t, { category_id: categories[0]!.id, regular_price: 1000, sale_price: 800, stock: 50 });
  products.b = await product(t, { category_id: categories[1]!.id, regular_price: 1500, sale_price: 1250, stock: 50 });
  products.c = await product(t, { category_id: categories[0]!.id, regular_price: 2099, sale_price: 2099, stock: 50 });
  buyers = [await shopper(t), await shopper(t), await shopper(t)];
  const [s1, s2, s3] = buyers as [Shopper, Shopper, Shopper];

  const o1 = await placeOrder(t, s1, [
    [products.a.id, 2],
    [products.b.id, 1],
  ]);
  await moveOrder(t, o1.id, at('2025-03-05', '00:00:00.000'));
  const o2 = await placeOrder(t, s1, [[products.c.id, 1]]);
  await moveOrder(t, o2.id, at('2025-03-05', '23:59:59.999'));
  await refundOrder(t, o2.id, 500, admin.id);
  const o3 = await placeOrder(t, s2, [[products.b.id, 3]], {
    shipping_address: { full_name: 'B', line1: '2 Road', city: 'Town', postal_code: '1', country: 'US' },
    shipping_method: 'express',
    payment: { method: 'pay_later' },
  });
  await moveOrder(t, o3.id, at('2025-03-11'));
  const o4 = await placeOrder(t, s3, [
    [products.a.id, 1],
    [products.c.id, 1],
  ]);
  await moveOrder(t, o4.id, at('2025-04-02'));
  await refundOrder(t, o4.id, undefined, admin.id);
  const o5 = await placeOrder(t, s2, [[products.c.id, 2]]);
  await moveOrder(t, o5.id, at('2025-03-05'));
  await cancel(t, o5.id, admin.id);
  // Outside the range on both sides.
  await moveOrder(t, (await placeOrder(t, s3, [[products.a.id, 1]])).id, at('2025-02-28', '23:59:59.999'));
  await moveOrder(t, (await placeOrder(t, s3, [[products.a.id, 1]])).id, at('2025-05-01', '00:00:00.000'));
  // A partial refund on the order with two lines, so refunds are spread unevenly.
  await refundOrder(t, o1.id, 333, admin.id);
  orders = await storedOrders(t);
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await api.get(path, token);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

/** The orders that are sales in the range, by SALES_RULE, computed here from the stored rows. */
const sales = () =>
  orders.filter(
    (o) => o.status !== 'cancelled' && o.placed_at >= at(FROM, '00:00:00.000') && o.placed_at < at('2025-05-01', '00:00:00.000'),
  );
const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((s, r) => s + pick(r), 0);
const money = (c: number) => c / 100;

function expectedSales(list: StoredOrder[]) {
  const gross = sum(list, (o) => o.total);
  const refunds = sum(list, (o) => o.refunded_total);
  return {
    orders: list.length,
    gross: money(gross),
    discounts: money(sum(list, (o) => Number(o.discount_total))),
    shipping: money(sum(list, (o) => Number(o.shipping_total))),
    tax: money(sum(list, (o) => Number(o.tax_total))),
    refunds: money(refunds),
    net: money(gross - refunds),
    average_order_value: list.length ? money(Math.round((gross - refunds) / list.length)) : 0,
  };
}

/** Units, orders and money of the lines that `pick` keeps. */
function expectedItems(pick: (line: StoredOrder['lines'][number]) => boolean) {
  let units = 0,
    gross = 0,
    net = 0;
  const ids = new Set<number>();
  for (const o of sales()) {
    for (const line of o.lines.filter(pick)) {
      units += line.quantity;
      gross += line.line_total;
      net += keptOfLine(o, line.line_total);
      ids.add(o.id);
    }
  }
  return { units, orders: ids.size, gross: money(gross), refunds: money(gross - net), net: money(net) };
}

describe('sales report', () => {
  it('has the stored orders in the range as its premise: cancelled and outside orders are not sales', () => {
    expect(sales().map((o) => o.id)).toHaveLength(4);
    expect(orders).toHaveLength(7);
  });

  it.each(['day', 'week', 'month'] as ReportGroup[])('adds up to the orders it comes from, per %s', async (group) => {
    const body = await get(`admin/reports/sales?from=${FROM}&to=${TO}&group=${group}`);
    expect(body).toMatchObject({ from: FROM, to: TO, group, currency: 'USD' });
    expect(body.totals).toEqual(expectedSales(sales()));
    for (const row of body.series) {
      const inBucket = sales().filter((o) => bucketStart(o.placed_at.slice(0, 10), group) === row.period);
      expect(row).toEqual({ period: row.period, start: row.start, end: row.end, ...expectedSales(inBucket) });
    }
    expect(sum(body.series, (r: { orders: number }) => r.orders)).toBe(4);
    expect(money(sum(body.series, (r: { net: number }) => cents(r.net)))).toBe(body.totals.net);
  });

  it('lists every period of the range, empty ones too, clipped to the range', async () => {
    const days = await get(`admin/reports/sales?from=${FROM}&to=${TO}&group=day`);
    expect(days.series).toHaveLength(61);
    expect(days.series[4]).toMatchObject({ period: '2025-03-05', orders: 2 });
    expect(days.series[0]).toMatchObject({ period: FROM, orders: 0, net: 0, average_order_value: 0 });
    const weeks = await get(`admin/reports/sales?from=${FROM}&to=${TO}&group=week`);
    // 2025-03-01 is a Saturday: its week starts on Monday 24 February.
    expect(weeks.series[0]).toMatchObject({ period: '2025-02-24', start: FROM, end: '2025-03-02', orders: 0 });
    expect(weeks.series[1]).toMatchObject({ period: '2025-03-03', start: '2025-03-03', end: '2025-03-09', orders: 2 });
    expect(weeks.series.at(-1)).toMatchObject({ period: '2025-04-28', end: TO });
    const months = await get(`admin/reports/sales?from=${FROM}&to=${TO}&group=month`);
    expect(months.series.map((r: { period: string; orders: number }) => [r.period, r.orders])).toEqual([
      ['2025-03-01', 3],
      ['2025-04-01', 1],
    ]);
  });

  it('subtracts refunds: the fully refunded order adds nothing to net revenue', async () => {
    const april = await get('admin/reports/sales?from=2025-04-01&to=2025-04-30&group=month');
    expect(april.totals.orders).toBe(1);
    expect(april.totals.net).toBe(0);
    expect(april.totals.refunds).toBe(april.totals.gross);
  });

  it('counts an order on its UTC day, first and last millisecond included', async () => {
    const day = await get('admin/reports/sales?from=2025-03-05&to=2025-03-05');
    expect(day.totals.orders).toBe(2);
    expect((await get('admin/reports/sales?from=2025-02-28&to=2025-02-28')).totals.orders).toBe(1);
  });
});

describe('item reports', () => {
  it('per category equals the lines of the orders, refunds spread over the lines', async () => {
    const body = await get(`admin/reports/categories?from=${FROM}&to=${TO}`);
    expect(body.rows).toHaveLength(2);
    for (const c of categories) {
      expect(body.rows.find((r: { category_id: number }) => r.category_id === c.id)).toEqual({
        category_id: c.id,
        category: c.name,
        ...expectedItems((l) => l.category_id === c.id),
      });
    }
    expect(body.totals).toEqual(expectedItems(() => true));
    // Orders count once in the totals although they have lines in both categories.
    expect(body.totals.orders).toBe(4);
  });

  it('per product equals the lines of the orders; the cancelled order is left out', async () => {
    const body = await get(`admin/reports/products?from=${FROM}&to=${TO}`);
    expect(body.count).toBe(3);
    for (const p of Object.values(products)) {
      const row = body.rows.find((r: { product_id: number }) => r.product_id === p.id);
      expect(row).toMatchObject({ name: p.name, ...expectedItems((l) => l.product_id === p.id) });
    }
    const c = body.rows.find((r: { product_id: number }) => r.product_id === products.c.id);
    expect(c.units).toBe(2);
    expect(body.totals).toEqual(expectedItems(() => true));
    expect(body.rows.map((r: { net: number }) => r.net)).toEqual([...body.rows.map((r: { net: number }) => r.net)].sort((x, y) => y - x));
  });

  it('keeps lines of deleted products under one row', async () => {
    await t.ctx.db.updateTable('order_lines').set({ product_id: null }).where('product_id', '=', products.b.id).execute();
    try {
      const body = await get(`admin/reports/products?from=${FROM}&to=${TO}`);
      expect(body.rows.find((r: { product_id: number | null }) => r.product_id === null)).toMatchObject({
        name: DELETED_PRODUCTS_LABEL,
        category: null,
        units: 4,
      });
      const byCategory = await get(`admin/reports/categories?from=${FROM}&to=${TO}`);
      expect(byCategory.rows.find((r: { category_id: number | null }) => r.category_id === null)).toMatchObject({
        category: DELETED_PRODUCTS_LABEL,
        units: 4,
      });
    } finally {
      await t.ctx.db.updateTable('order_lines').set({ product_id: products.b.id }).where('product_id', 'is', null).execute();
    }
  });

  it('per customer equals their orders, refunds subtracted', async () => {
    const body = await get(`admin/reports/customers?from=${FROM}&to=${TO}`);
    expect(body.count).toBe(3);
    for (const b of buyers) {
      const mine = sales().filter((o) => o.user_id === b.id);
      const gross = sum(mine, (o) => o.total);
      const refunds = sum(mine, (o) => o.refunded_total);
      expect(body.rows.find((r: { customer: { id: number } }) => r.customer.id === b.id)).toEqual({
        customer: { id: b.id, email: b.email, name: 'Ada Buyer' },
        orders: mine.length,
        gross: money(gross),
        refunds: money(refunds),
        net: money(gross - refunds),
        first_order_at: mine[0]!.placed_at,
        last_order_at: mine.at(-1)!.placed_at,
      });
    }
    const { orders: n, gross, refunds, net } = expectedSales(sales());
    expect(body.totals).toEqual({ customers: 3, orders: n, gross, refunds, net });
  });

  it('is empty for a range without sales', async () => {
    const body = await get('admin/reports/products?from=2024-01-01&to=2024-01-31');
    expect(body).toMatchObject({ count: 0, rows: [], totals: { units: 0, orders: 0, gross: 0, refunds: 0, net: 0 } });
    expect((await get('admin/reports/customers?from=2024-01-01&to=2024-01-31')).totals).toEqual({
      customers: 0,
      orders: 0,
      gross: 0,
      refunds: 0,
      net: 0,
    });
  });
});

describe('report CSV files', () => {
  const csv = async (path: string) => {
    const res = await api.get(path, token);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    return parseCsv(res.text).map((r) => r.cells);
  };

  it('holds the JSON report row by row', async () => {
    const q = `from=${FROM}&to=${TO}&group=week`;
    const json = await get(`admin/reports/sales?${q}`);
    const rows = await csv(`admin/reports/sales.csv?${q}`);
    expect(rows[0]).toEqual([
      'period',
      'start',
      'end',
      'orders',
      'gross',
      'discounts',
      'shipping',
      'tax',
      'refunds',
      'net',
      'average_order_value',
    ]);
    const money = new Set(['gross', 'discounts', 'shipping', 'tax', 'refunds', 'net', 'average_order_value']);
    const cell = (r: Record<string, unknown>, column: string) => (money.has(column) ? (r[column] as number).toFixed(2) : String(r[column]));
    expect(rows.slice(1)).toEqual(json.series.map((r: Record<string, unknown>) => rows[0]!.map((column) => cell(r, column))));
    for (const row of rows.slice(1)) for (const column of money) expect(row[rows[0]!.indexOf(column)]).toMatch(/^-?\d+\.\d{2}$/);
  });

  it.each(['categories', 'products', 'customers'])('has every row of the %s report', async (name) => {
    const json = await get(`admin/reports/${name}?from=${FROM}&to=${TO}`);
    const rows = await csv(`admin/reports/${name}.csv?from=${FROM}&to=${TO}`);
    expect(rows).toHaveLength(json.rows.length + 1);
    const net = rows[0]!.indexOf('net');
    expect(rows.slice(1).map((r) => Number(r[net]))).toEqual(json.rows.map((r: { net: number }) => r.net));
  });

  it('names the customers and records the export in the audit log', async () => {
    const rows = await csv(`admin/reports/customers.csv?from=${FROM}&to=${TO}`);
    expect(rows[0]).toEqual(['customer_id', 'name', 'email', 'orders', 'gross', 'refunds', 'net', 'first_order_at', 'last_order_at']);
    expect(rows.map((r) => r[2])).toEqual(expect.arrayContaining(buyers.map((b) => b.email)));
    const entry = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'report.export')
      .where('entity_id', '=', 'customers')
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(admin.id);
    expect(JSON.parse(entry.after_json!)).toMatchObject({ from: FROM, to: TO, rows: 3 });
  });
});

describe('report input', () => {
  it.each([
    ['from=2025-02-30', 'from', M.dateInvalid('From')],
    ['to=31-01-2025', 'to', M.dateInvalid('To')],
    ['from=yesterday&to=2025-01-01', 'from', M.dateInvalid('From')],
    ['from=2025-03-10&to=2025-03-01', 'from', M.fromAfterTo],
    ['from=2020-01-01&to=2025-01-01', 'to', M.rangeTooLong],
    ['group=year', 'group', M.groupInvalid],
  ])('refuses %s with 400', async (query, field, message) => {
    for (const path of ['sales', 'products.csv']) {
      const res = await api.get(`admin/reports/${path}?${query}`, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', detail: message, errors: { [field]: [message] } });
    }
  });

  it(`accepts exactly ${REPORT_MAX_DAYS} days and defaults to the last 30 days`, async () => {
    expect((await api.get('admin/reports/sales?from=2023-01-01&to=2024-12-31&group=month', token)).status).toBe(200);
    const body = await get('admin/reports/sales');
    expect(body.series).toHaveLength(30);
    expect(body.to).toBe(new Date().toISOString().slice(0, 10));
  });
});
