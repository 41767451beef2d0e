import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderBody, type Shopper } from '../orders/orders.fixtures';
import { returnsKit } from './returns.fixtures';

/**
 * Returns of an order in a currency without decimals (ADR 027): the amounts stay in yen end to end.
 * Worked example as in orders.markets.test: Yen market at 151.37 (rounding none), two units of a
 * 19.99 USD product at 3026 JPY each, 6052; Standard 755; tax 499 + 62 = 561; total 7368 JPY.
 * One unit back: its paid share 3026 plus half the goods' tax (499 / 2 = 249.5 -> 249 or 250).
 */
let t: TestApp;
let kit: Awaited<ReturnType<typeof returnsKit>>;
let s: Shopper;
let order: any;

beforeAll(async () => {
  t = await createTestApp();
  kit = await returnsKit(t);
  const jp = { code: 'jp', name: 'Japan', countries: ['JP'], currency: 'JPY', languages: ['ja'], path: '/jp', exchange_rate: 151.37, rounding: 'none' };
  expect((await kit.api.post('admin/markets', jp, kit.as)).status).toBe(201);
  const p = await kit.product({ regular_price: 1999, sale_price: 1999, stock: 10 });
  s = await kit.shopper();
  const added = await kit.api.post('products/add-to-cart?market=jp', { product_id: String(p.id), quantity: 2 }, { token: s.token });
  expect(added.status, added.text).toBe(200);
  const placed = await kit.api.post('orders', orderBody({ market: 'jp', expected_total: 7368 }), {
    token: s.token,
    headers: { 'idempotency-key': `jp-${Date.now()}` },
  });
  expect(placed.status, placed.text).toBe(201);
  for (const body of [{ action: 'ship', carrier: 'UPS', tracking_number: '1Z' }, { action: 'deliver' }])
    expect((await kit.api.post(`admin/orders/${placed.body.id}/actions`, body, kit.as)).status).toBe(200);
  order = (await kit.api.get(`orders/${placed.body.id}`, { token: s.token })).body;
  expect(order).toMatchObject({ currency: 'JPY', total: 7368, tax: 561 });
}); // prettier-ignore
afterAll(() => t.close());

const unitBack = (amount: number) => expect([3275, 3276]).toContain(amount);

/** Asks for one unit back (the comment tells two asks apart: an identical ask answers the return it made), approves and receives it. */
async function receivedReturn(comment: string) {
  const lines = [{ order_line_id: order.lines[0].id, quantity: 1, resolution: 'refund' }];
  const asked = await kit.ask(s, order.id, { lines, reason: 'changed_mind', comment });
  expect(asked.status, asked.text).toBe(201);
  expect(asked.body.currency).toBe('JPY');
  // The unit's paid share with its tax, in whole yen.
  expect(asked.body.lines[0].unit_amount - asked.body.lines[0].unit_tax).toBe(order.lines[0].unit_price);
  expect((await kit.act(asked.body.id, { action: 'approve' })).status).toBe(200);
  const line = asked.body.lines[0].id;
  const received = await kit.act(asked.body.id, { action: 'receive', lines: [{ id: line, quantity: 1, restock: true }] });
  expect(received.status, received.text).toBe(200);
  return received.body;
}

describe('a return of a yen order', () => {
  it('refunds whole yen: the refundable amount, the refund, the order and the shopper all agree', async () => {
    const received = await receivedReturn('first');
    unitBack(received.refundable);
    const refunded = await kit.act(received.id, { action: 'refund' });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.refunded).toBe(received.refundable);
    expect((await kit.api.get(`orders/${order.id}`, { token: s.token })).body.refunded).toBe(received.refundable);
    expect((await kit.api.get(`returns/${received.id}`, { token: s.token })).body).toMatchObject({
      currency: 'JPY',
      refunded: received.refundable,
    });
  });

  it('takes a refund amount in yen as staff typed it, and refuses more than is left', async () => {
    const left = 7368 - (await kit.api.get(`orders/${order.id}`, { token: s.token })).body.refunded;
    const received = await receivedReturn('second');
    const over = await kit.act(received.id, { action: 'refund', amount: left + 1 });
    expect(over.status).toBe(409);
    const fraction = await kit.act(received.id, { action: 'refund', amount: 100.5 });
    expect(fraction.status).toBe(400);
    expect(Object.keys(fraction.body.errors)).toEqual(['amount']);
    const part = await kit.act(received.id, { action: 'refund', amount: 1000 });
    expect(part.status, part.text).toBe(200);
    expect(part.body.refunded).toBe(1000);
  });
});

describe('store credit from a yen order', () => {
  it('credits whole yen in JPY, shown as such in the account', async () => {
    const other = await kit.shopper();
    const p = await kit.product({ regular_price: 1999, sale_price: 1999, stock: 10 });
    expect((await kit.api.post('products/add-to-cart?market=jp', { product_id: String(p.id), quantity: 2 }, { token: other.token })).status).toBe(200);
    const placed = await kit.api.post('orders', orderBody({ market: 'jp' }), { token: other.token, headers: { 'idempotency-key': `jp2-${Date.now()}` } });
    expect(placed.status, placed.text).toBe(201);
    for (const body of [{ action: 'ship', carrier: 'UPS', tracking_number: '1Z' }, { action: 'deliver' }])
      expect((await kit.api.post(`admin/orders/${placed.body.id}/actions`, body, kit.as)).status).toBe(200);
    const lines = (await kit.api.get(`orders/${placed.body.id}`, { token: other.token })).body.lines;
    const asked = await kit.ask(other, placed.body.id, { lines: [{ order_line_id: lines[0].id, quantity: 1, resolution: 'store_credit' }], reason: 'other' });
    expect(asked.status, asked.text).toBe(201);
    expect((await kit.act(asked.body.id, { action: 'approve' })).status).toBe(200);
    const received = await kit.act(asked.body.id, { action: 'receive', lines: [{ id: asked.body.lines[0].id, quantity: 1, restock: true }] });
    unitBack(received.body.creditable);
    const credited = await kit.act(asked.body.id, { action: 'credit' });
    expect(credited.status, credited.text).toBe(200);
    expect(credited.body.credited).toBe(received.body.creditable);
    const account = (await kit.api.get('account/store-credit', { token: other.token })).body;
    expect(account.balances).toEqual([{ currency: 'JPY', balance: received.body.creditable }]);
  }); // prettier-ignore
});

describe('gift cards and store credit in yen', () => {
  it('issues a yen card in whole yen, refuses a fraction of a yen, and pays a yen order with it', async () => {
    const issued = await kit.api.post('admin/gift-cards', { amount: 5000, currency: 'JPY' }, kit.as);
    expect(issued.status, issued.text).toBe(201);
    const balance = await kit.api.get(`gift-cards/${issued.body.code}/balance`, { ip: '10.9.0.1' });
    expect(balance.body).toMatchObject({ balance: 5000, currency: 'JPY' });
    const fraction = await kit.api.post('admin/gift-cards', { amount: 50.5, currency: 'JPY' }, kit.as);
    expect(fraction.status).toBe(400);
    expect(Object.keys(fraction.body.errors)).toContain('amount');

    const buyer = await kit.shopper();
    const p = await kit.product({ regular_price: 1999, sale_price: 1999, stock: 10 });
    expect((await kit.api.post('products/add-to-cart?market=jp', { product_id: String(p.id), quantity: 1 }, { token: buyer.token })).status).toBe(200);
    const quote = await kit.api.post('checkout/quote', { market: 'jp', gift_cards: [issued.body.code] }, { token: buyer.token });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body.payments).toEqual([{ source: 'gift_card', last4: issued.body.last4, amount: quote.body.total, balance_after: 5000 - quote.body.total }]);
    expect(Number.isInteger(quote.body.total)).toBe(true);
    const body = orderBody({ market: 'jp', gift_cards: [issued.body.code], expected_total: quote.body.total });
    const placed = await kit.api.post('orders', body, { token: buyer.token, headers: { 'idempotency-key': `jp3-${Date.now()}` } });
    expect(placed.status, placed.text).toBe(201);
    const after = await kit.api.get(`gift-cards/${issued.body.code}/balance`, { ip: '10.9.0.2' });
    expect(after.body).toMatchObject({ balance: 5000 - quote.body.total, currency: 'JPY' });
  }); // prettier-ignore
});
