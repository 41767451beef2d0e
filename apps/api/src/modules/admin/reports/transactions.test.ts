import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES as M } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../../test/api-client';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { markPaid } from '../../orders/order-payments';
import { CARDS, cardPayment, checkoutApi, orderBody, product, shopper, type Shopper } from '../../orders/orders.fixtures';
import { parseCsv } from '../products/admin-products-csv';
import { signInAdmin, type SignedIn } from '../admin.fixtures';
import { cents, moveOrder, placeOrder, refundOrder, storedOrders, type Placed } from './reports.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let token: { token: string };
let ada: Shopper;
let bob: Shopper;
let card: Placed;
let later: Placed;
let totals: Map<number, number>;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t);
  token = { token: admin.access };
  const p = await product(t, { regular_price: 4000, sale_price: 3500, stock: 20 });
  [ada, bob] = [await shopper(t), await shopper(t)];
  card = await placeOrder(t, ada, [[p.id, 2]]);
  await moveOrder(t, card.id, '2025-06-10T08:00:00.000Z');
  await refundOrder(t, card.id, 1500, admin.id);
  later = await placeOrder(t, bob, [[p.id, 1]], orderBody({ payment: { method: 'pay_later' } }));
  await moveOrder(t, later.id, '2025-06-12T08:00:00.000Z');
  await markPaid(t.ctx, later.id, { type: 'staff', id: admin.id });
  // A refused card: kept without an order.
  const checkout = checkoutApi(t);
  await checkout.addToCart(bob, p.id, 1);
  expect((await checkout.place(bob, orderBody({ payment: cardPayment(CARDS.declined) }))).status).toBe(402);
  totals = new Map((await storedOrders(t)).map((o) => [o.id, o.total]));
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await api.get(`admin/transactions${query ? `?${query}` : ''}`, token);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const kinds = (body: { results: Array<{ kind: string; status: string; order: { id: number } | null }> }) =>
  body.results.map((r) => `${r.order?.id ?? '-'}:${r.kind}:${r.status}`);

describe('transactions', () => {
  it('lists every provider call newest first, with order, customer, method, amount and status', async () => {
    const body = await list();
    expect(kinds(body)).toEqual([
      '-:authorize:failed',
      `${later.id}:capture:succeeded`,
      `${later.id}:authorize:pending`,
      `${card.id}:refund:succeeded`,
      `${card.id}:capture:succeeded`,
      `${card.id}:authorize:succeeded`,
    ]);
    expect(body.results[0]).toMatchObject({
      order: null,
      customer: { id: bob.id, email: bob.email },
      method: 'card',
      failure_reason: 'card_declined',
      card: { last4: '0002' },
    });
    expect(body.results[3]).toMatchObject({
      order: { id: card.id, number: card.number },
      customer: { id: ada.id },
      method: 'card',
      amount: 15,
      currency: 'USD',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(body.results[1]).toMatchObject({ method: 'pay_later', amount: totals.get(later.id)! / 100, card: null });
    expect(body).toMatchObject({ count: 6, next: null, previous: null, currency: 'USD' });
  });

  it('totals what matches: captured and refunded money, the net, refused calls', async () => {
    const captured = totals.get(card.id)! + totals.get(later.id)!;
    expect((await list()).totals).toEqual({ count: 6, captured: captured / 100, refunded: 15, net: (captured - 1500) / 100, failed: 1 });
    expect((await list('method=pay_later')).totals).toEqual({
      count: 2,
      captured: totals.get(later.id)! / 100,
      refunded: 0,
      net: totals.get(later.id)! / 100,
      failed: 0,
    });
  });

  it('filters by type, method, status, order number, e-mail and dates', async () => {
    expect(kinds(await list('kind=refund'))).toEqual([`${card.id}:refund:succeeded`]);
    expect(kinds(await list('method=pay_later'))).toEqual([`${later.id}:capture:succeeded`, `${later.id}:authorize:pending`]);
    expect(kinds(await list('status=failed'))).toEqual(['-:authorize:failed']);
    expect(kinds(await list('kind=capture&method=card'))).toEqual([`${card.id}:capture:succeeded`]);
    expect((await list(`q=${card.number.toLowerCase()}`)).count).toBe(3);
    expect((await list(`q=${encodeURIComponent(bob.email.toUpperCase())}`)).count).toBe(3);
    expect((await list('q=nobody@example.com')).count).toBe(0);
    // The card order's own calls were moved to 10 June, the pay-later ones to 12 June; refund, capture and refusal happened today.
    expect(kinds(await list('from=2025-06-10&to=2025-06-10'))).toEqual([`${card.id}:capture:succeeded`, `${card.id}:authorize:succeeded`]);
    expect((await list('from=2025-06-11&to=2025-06-12')).count).toBe(1);
    expect((await list('to=2025-06-30')).count).toBe(3);
  });

  it('pages through the results, the totals covering all of them', async () => {
    const page = await list('page=2&page_size=4');
    expect(page).toMatchObject({ count: 6, next: null, previous: 1 });
    expect(page.results).toHaveLength(2);
    expect(page.totals.count).toBe(6);
  });

  it('exports what matches as CSV and records the export', async () => {
    const res = await api.get('admin/transactions/export.csv?method=card', token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = parseCsv(res.text).map((r) => r.cells);
    expect(header).toEqual([
      'id',
      'created_at',
      'order_number',
      'customer_email',
      'type',
      'method',
      'status',
      'amount',
      'net',
      'tax',
      'currency',
      'card_brand',
      'card_last4',
      'reference',
      'failure_reason',
    ]);
    expect(rows.map((r) => `${r[2] || '-'}:${r[4]}:${r[6]}`)).toEqual([
      '-:authorize:failed',
      `${card.number}:refund:succeeded`,
      `${card.number}:capture:succeeded`,
      `${card.number}:authorize:succeeded`,
    ]);
    expect(rows[1]!.slice(3, 13)).toEqual([
      ada.email,
      'refund',
      'card',
      'succeeded',
      '15.00',
      expect.any(String),
      expect.any(String),
      'USD',
      'visa',
      '4242',
    ]);
    // The refund's net and tax add up to its amount.
    expect(cents(Number(rows[1]![8])) + cents(Number(rows[1]![9]))).toBe(1500);
    expect(cents(Number(rows[2]![7]))).toBe(totals.get(card.id));
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['after_json'])
      .where('entity_id', '=', 'transactions')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toMatchObject({ method: 'card', rows: 4 });
  });

  it.each([
    ['kind=payment', 'kind', M.kindInvalid],
    ['method=cash', 'method', M.methodInvalid],
    ['status=done', 'status', M.statusInvalid],
    ['from=2025-13-01', 'from', M.dateInvalid('From')],
    ['from=2025-06-12&to=2025-06-10', 'from', M.fromAfterTo],
    [`q=${'x'.repeat(101)}`, 'q', M.searchTooLong],
  ])('refuses %s with 400', async (query, field, message) => {
    for (const path of ['admin/transactions', 'admin/transactions/export.csv']) {
      const res = await api.get(`${path}?${query}`, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ detail: message, errors: { [field]: [message] } });
    }
    expect((await api.get('admin/transactions?page=0', token)).status).toBe(400);
  });
});
