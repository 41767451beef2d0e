import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_MESSAGES, MARKET_ORDER_MESSAGES as M } from '@shopwright/shared/markets';
import { randomUUID } from 'node:crypto';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { StripeStandIn } from '../../../test/stripe-stand-in';
import { signInAdmin } from '../admin/admin.fixtures';
import { admin as staffOf, creditApi } from '../gift-cards/credit.fixtures';
import { checkoutApi, discount, orderBody, product, shopper, type Shopper } from './orders.fixtures';

/**
 * Carts, quotes and orders in a market (ADR 029), with the shop's defaults (tax 8.25 %, Standard
 * 4.99, Express 14.99, free from 50.00, all USD). Worked example, euro market at 0.92 with the 0.99
 * rounding, one unit each of:
 *   Alpha 19.99 USD -> 18.3908 -> 18.99 EUR (converted)         tax 18.99 x 8.25 % = 1.566675 -> 1.57
 *   Beta  25.00 USD, fixed at 15.00 EUR (no sale price there)    tax 15.00 x 8.25 % = 1.2375   -> 1.24
 *   Standard 4.99 USD -> 4.5908 -> 4.59 EUR (rounding none)      tax  4.59 x 8.25 % = 0.378675 -> 0.38
 *   free from 50.00 USD -> 46.00 EUR: 12.01 to go; subtotal 33.99 + 4.59 + 3.19 = 41.77 EUR.
 * Yen market at 151.37 (no decimals), two Alpha: 3025.8863 -> 3026 JPY each, 6052; Standard
 * 755.3363 -> 755; tax 6052 x 8.25 % = 499.29 -> 499 and 755 x 8.25 % = 62.2875 -> 62; total 7368 JPY.
 */
const SECRET = 'whsec_standInSecret123';
let t: TestApp;
let stand: StripeStandIn;
let call: ReturnType<typeof checkoutApi>;
let adminToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  stand = await new StripeStandIn({
    webhookSecret: SECRET,
    deliver: async (payload, signature) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/stripe/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        })
      ).statusCode,
  }).start();
  t = await createTestApp({
    stripe: { secretKey: 'sk_test_shopwright123', webhookSecret: SECRET, apiUrl: stand.url, mode: 'test' },
    publicUrl: 'https://shop.example',
  });
  call = checkoutApi(t);
  adminToken = (await signInAdmin(t)).access;
  ids.alpha = (await product(t, { name: 'Alpha Lamp', slug: 'alpha-lamp', regular_price: 1999, sale_price: 1999, stock: 100 })).id;
  ids.beta = (await product(t, { name: 'Beta Lamp', slug: 'beta-lamp', regular_price: 2500, sale_price: 2500, stock: 100 })).id;
  const markets = [
    { code: 'eu', name: 'Europe', countries: ['DE', 'FR'], currency: 'EUR', languages: ['de', 'fr', 'en'], path: '/eu', exchange_rate: 0.92, rounding: '0.99' },
    { code: 'jp', name: 'Japan', countries: ['JP'], currency: 'JPY', languages: ['ja'], path: '/jp', exchange_rate: 151.37, rounding: 'none' },
    { code: 'ch', name: 'Switzerland', countries: ['CH'], currency: 'CHF', languages: ['de'], path: '/ch', exchange_rate: 0.9, rounding: 'none', active: false },
  ];
  for (const m of markets) expect((await call.api.post('admin/markets', m, { token: adminToken })).status).toBe(201);
  const fixed = await call.api.put(`admin/products/${ids.beta}/prices`, [{ currency: 'EUR', price: 15 }], { token: adminToken });
  expect(fixed.status, fixed.text).toBe(200);
}); // prettier-ignore
afterAll(async () => {
  await t.close();
  await stand.stop();
});

const as = (s: Shopper) => ({ token: s.token });
const add = (s: Shopper, productId: number, market?: string, quantity = 1) =>
  call.api.post(`products/add-to-cart${market ? `?market=${market}` : ''}`, { product_id: String(productId), quantity }, as(s));

async function euroCart() {
  const s = await shopper(t);
  expect((await add(s, ids.alpha!, 'eu')).status).toBe(200);
  const res = await add(s, ids.beta!, 'eu');
  expect(res.status).toBe(200);
  return { s, cart: res.body };
}

describe('a cart in a market', () => {
  it('is priced in the market (converted and fixed prices) and says its market and currency', async () => {
    const { cart } = await euroCart();
    expect(cart).toMatchObject({ market: 'eu', currency: 'EUR', total_items: 2, total_price: 33.99 });
    expect(cart.cart_items.map((i: { product: { slug: string; price: number; sale_price: number } }) => [i.product.slug, i.product.price, i.product.sale_price])).toEqual([
      ['alpha-lamp', 18.99, 18.99],
      ['beta-lamp', 15, 15],
    ]); // prettier-ignore
  });

  it('is re-priced when read or changed in another market, and the spec calls without market answer as before', async () => {
    const { s } = await euroCart();
    const jp = await call.api.get('users/me?market=jp', as(s));
    expect(jp.status).toBe(200);
    expect(jp.body.cart).toMatchObject({ market: 'jp', currency: 'JPY', total_price: 3026 + 3784 });
    // The switch is stored: an order in the euro market is now refused, one in yen goes on (below).
    const plain = await call.api.get('users/me', as(s));
    expect(plain.body.cart.total_price).toBe(44.99);
    expect(plain.body.cart).not.toHaveProperty('market');
    expect(plain.body.cart).not.toHaveProperty('currency');
    expect(plain.body.cart.cart_items[0].product).toEqual(expect.objectContaining({ price: 19.99, sale_price: 19.99 }));
    const back = await call.api.delete(`products/remove-from-cart/${ids.beta}?market=eu`, as(s));
    expect(back.body).toMatchObject({ market: 'eu', currency: 'EUR', total_price: 18.99 });
  });

  it('refuses an unknown or inactive market on the cart calls with a field message', async () => {
    const s = await shopper(t);
    const unknown = await add(s, ids.alpha!, 'zz');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ market: [MARKET_MESSAGES.marketUnknown] });
    const inactive = await call.api.get('users/me?market=ch', as(s));
    expect(inactive.status).toBe(400);
    expect(inactive.body.errors).toEqual({ market: [MARKET_MESSAGES.marketInactive] });
  });
});

describe('quotes and orders in a market', () => {
  it('quotes the worked euro example to the cent: market prices, converted shipping, tax on the converted amounts', async () => {
    const { s } = await euroCart();
    const res = await call.quote(s, { market: 'eu' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      currency: 'EUR',
      market: 'eu',
      subtotal: 33.99,
      shipping: 4.59,
      free_shipping_remaining: 12.01,
      tax: 3.19,
      shipping_tax: 0.38,
      total: 41.77,
      amount_due: 41.77,
    });
    expect(res.body.lines.map((l: { unit_price: number; tax: number }) => [l.unit_price, l.tax])).toEqual([
      [18.99, 1.57],
      [15, 1.24],
    ]);
    expect(res.body.shipping_options.map((o: { price: number }) => o.price)).toEqual([4.59, 13.79]);
  });

  it('places the euro order: market, currency and rate stored, totals as quoted and never converted afterwards', async () => {
    const { s } = await euroCart();
    const res = await call.place(s, orderBody({ market: 'eu', currency: 'EUR', expected_total: 41.77 }));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ market: 'eu', currency: 'EUR', subtotal: 33.99, shipping: 4.59, tax: 3.19, total: 41.77, payment_status: 'paid' });
    const row = await t.ctx.db.selectFrom('orders').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect([row.market, row.currency, row.exchange_rate, Number(row.total)]).toEqual(['eu', 'EUR', '0.92', 4177]);
    const gateway = await t.ctx.db.selectFrom('gateway_calls').selectAll().where('key', '=', `order-${res.body.id}-charge`).executeTakeFirstOrThrow();
    expect([Number(gateway.amount), gateway.currency]).toEqual([4177, 'EUR']);
    // A new rate changes the catalog, not the order.
    expect((await call.api.patch('admin/markets/eu', { exchange_rate: 0.95 }, { token: adminToken })).status).toBe(200);
    const again = await call.api.get(`orders/${res.body.id}`, as(s));
    expect(again.body).toMatchObject({ currency: 'EUR', market: 'eu', total: 41.77 });
    expect((await call.api.patch('admin/markets/eu', { exchange_rate: 0.92 }, { token: adminToken })).status).toBe(200);
  }); // prettier-ignore

  it('keeps the language the order was placed in (narrowed to the market) and mails the confirmation in it', async () => {
    const { s } = await euroCart();
    const headers = { 'idempotency-key': randomUUID(), 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };
    const res = await call.api.post('orders', orderBody({ market: 'eu' }), { token: s.token, headers });
    expect(res.status, res.text).toBe(201);
    const row = await t.ctx.db.selectFrom('orders').select(['lang']).where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.lang).toBe('de');
    const [mail] = await mailsTo(t, s.email);
    expect(mail!.subject).toBe(`Bestellung ${res.body.number} bestätigt`);
    expect(mail!.text_body).toContain('41,77\u00a0€');
    // Japanese is not a language of the euro market: its default (German) is kept, never an error.
    const y = await euroCart();
    const ja = await call.api.post('orders?lang=ja', orderBody({ market: 'eu' }), { token: y.s.token, headers: { 'idempotency-key': randomUUID() } });
    expect(ja.status).toBe(201);
    expect((await t.ctx.db.selectFrom('orders').select('lang').where('id', '=', ja.body.id).executeTakeFirstOrThrow()).lang).toBe('de');
  }); // prettier-ignore

  it('places a yen order without a fractional yen anywhere, and opens the Stripe session in yen', async () => {
    const s = await shopper(t);
    expect((await add(s, ids.alpha!, 'jp', 2)).status).toBe(200);
    const quote = await call.quote(s, { market: 'jp' });
    expect(quote.body).toMatchObject({ currency: 'JPY', subtotal: 6052, shipping: 755, tax: 561, total: 7368 });
    const res = await call.place(s, orderBody({ market: 'jp', payment: { method: 'stripe' }, expected_total: 7368 }));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ currency: 'JPY', market: 'jp', total: 7368, tax: 561, shipping: 755 });
    const lines = res.body.lines as Array<{ unit_price: number; line_total: number; tax: number }>;
    const money = [
      ...lines.flatMap((l) => [l.unit_price, l.line_total, l.tax]),
      res.body.subtotal,
      res.body.tax,
      res.body.shipping,
      res.body.total,
    ];
    expect(money.every(Number.isInteger)).toBe(true);
    const session = stand.sessions.get(res.body.payment_redirect_url.split('/pay/')[1]!)!;
    expect(session).toMatchObject({ currency: 'jpy', amount_total: 7368 });
    const items = session.line_items as Array<{ quantity: string; price_data: { currency: string; unit_amount: string } }>;
    expect(items.map((l) => [l.price_data.currency, Number(l.price_data.unit_amount), Number(l.quantity)])).toEqual([
      ['jpy', 3026, 2],
      ['jpy', 755, 1],
      ['jpy', 561, 1],
    ]);
  });

  it('refuses an order in another market or currency than the cart, and an inactive market, with a 409', async () => {
    const { s } = await euroCart();
    const other = await call.place(s, orderBody({ market: 'jp' }));
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'CONFLICT', detail: M.marketMismatch('eu', 'jp'), errors: { market: [M.marketMismatch('eu', 'jp')] } });
    const primary = await call.place(s, orderBody());
    expect(primary.status).toBe(409);
    expect(primary.body.detail).toBe(M.marketMismatch('eu', 'us'));
    const currency = await call.place(s, orderBody({ market: 'eu', currency: 'USD' }));
    expect(currency.status).toBe(409);
    expect(currency.body.errors).toEqual({ currency: [M.currencyMismatch('EUR', 'USD')] });
    const inactive = await call.place(s, orderBody({ market: 'ch' }));
    expect(inactive.status).toBe(409);
    expect(inactive.body).toMatchObject({ detail: M.marketClosed, errors: { market: [M.marketClosed] } });
    const unknown = await call.place(s, orderBody({ market: 'zz' }));
    expect(unknown.status).toBe(400);
    expect(await t.ctx.db.selectFrom('orders').select('id').where('user_id', '=', s.id).execute()).toEqual([]);
  }); // prettier-ignore

  it('applies a fixed code only in the currencies it has an amount for; percentage codes everywhere', async () => {
    const created = await call.api.post('admin/discounts', { code: 'FIVEOFF', kind: 'fixed', value: 5, amounts: { EUR: 4.5 } }, { token: adminToken });
    expect(created.status, created.text).toBe(201);
    expect(created.body.amounts).toEqual({ EUR: 4.5 });
    const bad = await call.api.post('admin/discounts', { code: 'BADYEN', kind: 'fixed', value: 5, amounts: { JPY: 1.5 } }, { token: adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'amounts.JPY': [M.amountDecimals('JPY', 0)] });
    await discount(t, { code: 'TENPCT', kind: 'percentage', value: 1000 });
    const { s } = await euroCart();
    const eur = await call.quote(s, { market: 'eu', discount_code: 'FIVEOFF' });
    expect(eur.body).toMatchObject({ discount: { code: 'FIVEOFF', kind: 'fixed', value: 4.5, amount: 4.5 }, subtotal: 33.99 });
    const y = await shopper(t);
    await add(y, ids.alpha!, 'jp');
    const yen = await call.quote(y, { market: 'jp', discount_code: 'FIVEOFF' });
    expect(yen.body.discount).toBeNull();
    expect(yen.body.discount_error).toEqual({ code: 'FIVEOFF', reason: 'currency', detail: M.discountCurrency('JPY') });
    const refused = await call.place(y, orderBody({ market: 'jp', discount_code: 'FIVEOFF' }));
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(M.discountCurrency('JPY'));
    const pct = await call.quote(y, { market: 'jp', discount_code: 'TENPCT' });
    expect(pct.body.discount).toMatchObject({ kind: 'percentage', amount: 303 });
  }); // prettier-ignore

  it('never spends a gift card in another currency than the order', async () => {
    const usd = await creditApi(t).card(await staffOf(t), 20);
    const { s } = await euroCart();
    const res = await call.quote(s, { market: 'eu', gift_cards: [usd.code] });
    expect(res.body.gift_card_errors).toEqual([expect.objectContaining({ reason: 'currency' })]);
    expect(res.body.payments).toEqual([]);
    const placed = await call.place(s, orderBody({ market: 'eu', gift_cards: [usd.code] }));
    expect(placed.status).toBe(409);
    expect(placed.body.reason).toBe('currency');
  });
});

describe('reports in the base currency', () => {
  it('count each order at its stored rate, and break down by market and currency in both', async () => {
    const fresh = await createTestApp();
    try {
      const c = checkoutApi(fresh);
      const token = (await signInAdmin(fresh)).access;
      const eu = { code: 'eu', name: 'Europe', countries: ['DE'], currency: 'EUR', languages: ['de'], path: '/eu', exchange_rate: 0.92, rounding: '0.99' };
      expect((await c.api.post('admin/markets', eu, { token })).status).toBe(201);
      const p = await product(fresh, { regular_price: 1999, sale_price: 1999, stock: 50 });
      const euBuyer = await shopper(fresh);
      await c.api.post('products/add-to-cart?market=eu', { product_id: String(p.id) }, { token: euBuyer.token });
      expect((await c.place(euBuyer, orderBody({ market: 'eu' }))).body.total).toBe(25.53);
      const usBuyer = await shopper(fresh);
      await c.addToCart(usBuyer, p.id);
      expect((await c.place(usBuyer)).body.total).toBe(27.04);
      // 18.99 + 4.59 + 1.57 + 0.38 = 25.53 EUR / 0.92 = 27.75 USD; with 27.04 USD (19.99 + 4.99 + 1.65 + 0.41): 54.79.
      const day = new Date().toISOString().slice(0, 10);
      const sales = await c.api.get(`admin/reports/sales?from=${day}&to=${day}`, { token });
      expect(sales.status, sales.text).toBe(200);
      expect(sales.body).toMatchObject({ currency: 'USD', totals: { orders: 2, gross: 54.79, net: 54.79 } });
      expect(sales.body.markets).toEqual([
        { market: 'us', currency: 'USD', orders: 1, gross: 27.04, refunds: 0, net: 27.04, gross_base: 27.04, refunds_base: 0, net_base: 27.04 },
        { market: 'eu', currency: 'EUR', orders: 1, gross: 25.53, refunds: 0, net: 25.53, gross_base: 27.75, refunds_base: 0, net_base: 27.75 },
      ].sort((a, b) => b.net_base - a.net_base));
      const board = await c.api.get('admin/dashboard', { token });
      expect(board.body.periods.today.revenue.value).toBe(54.79);
      expect(board.body.recent_orders.map((o: { total: number; currency: string }) => [o.total, o.currency])).toEqual([[27.04, 'USD'], [25.53, 'EUR']]);
      const csv = await c.api.get(`admin/reports/markets.csv?from=${day}&to=${day}`, { token });
      expect(csv.status).toBe(200);
      const lines = csv.text.trim().split(/\r?\n/);
      expect(lines[0]).toBe('market,currency,orders,gross,refunds,net,gross_base,refunds_base,net_base');
      expect(lines).toContain('eu,EUR,1,25.53,0.00,25.53,27.75,0.00,27.75');
    } finally {
      await fresh.close();
    }
  }); // prettier-ignore
});
