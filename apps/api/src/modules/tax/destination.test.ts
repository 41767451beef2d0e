import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_MESSAGES as M } from '@shopwright/shared/tax';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startViesStandIn, type ViesStandIn } from '../../../test/vies-stand-in';
import { signInAdmin, type SignedIn } from '../admin/admin.fixtures';
import { checkoutApi, orderBody, shopperWithCart } from '../orders/orders.fixtures';
import { addressIn, euShop } from './tax.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let vies: ViesStandIn;
let call: ReturnType<typeof checkoutApi>;
beforeAll(async () => {
  vies = await startViesStandIn();
  t = await createTestApp({ viesUrl: vies.url });
  api = apiClient(t.app);
  call = checkoutApi(t);
  admin = await signInAdmin(t);
  await euShop(api, admin.access);
});
afterAll(async () => {
  await t.close();
  await vies.close();
});

const IT_BUSINESS = { company: 'ACME S.r.l.', vat_id: 'IT00743110157' };
/** A shopper with one product whose entered (French, VAT-included) price is 40.00. */
const cart = () => shopperWithCart(t, { sale_price: 4000, regular_price: 4000, stock: 100 }, 1);
const totals = (body: Record<string, unknown>) => ({
  total: body.total,
  tax: body.tax,
  shipping: body.shipping,
  shipping_tax: body.shipping_tax,
  reverse_charge: body.reverse_charge,
});

describe('a tax-inclusive shop in France (same_gross), quoted by destination', () => {
  it('France pays the entered price with 20 % included, on goods and on shipping', async () => {
    const { shopper } = await cart();
    const res = await call.quote(shopper, { address: { country: 'FR' } });
    expect(res.status).toBe(200);
    expect(totals(res.body)).toEqual({ total: 44.99, tax: 7.5, shipping: 4.99, shipping_tax: 0.83, reverse_charge: false });
    expect(res.body).toMatchObject({ prices_include_tax: true, taxes: [{ name: 'VAT', rate: 20, amount: 7.5 }], tax_note: null });
    expect(res.body.lines[0]).toMatchObject({ unit_price: 40, line_total: 40, tax_rate: 20, tax: 6.67, tax_category: 'standard' });
  });

  it("Germany pays the same gross with Germany's 19 % included", async () => {
    const { shopper } = await cart();
    const res = await call.quote(shopper, { address: { country: 'DE', postal_code: '10115' } });
    expect(totals(res.body)).toEqual({ total: 44.99, tax: 7.19, shipping: 4.99, shipping_tax: 0.8, reverse_charge: false });
    expect(res.body.taxes).toEqual([{ name: 'VAT', rate: 19, amount: 7.19 }]);
    expect(res.body.destination).toEqual({ country: 'DE', region: null, postal_code: '10115' });
  });

  it("New York (a region, typed by name) pays New York's rate included", async () => {
    const { shopper } = await cart();
    const res = await call.quote(shopper, { address: { country: 'US', region: 'New York', postal_code: '10001' } });
    expect(totals(res.body)).toEqual({ total: 44.99, tax: 3.67, shipping: 4.99, shipping_tax: 0.41, reverse_charge: false });
    expect(res.body.destination.region).toBe('NY');
  });

  it('a business in Italy with a valid VAT number pays the net price, no VAT, with the reverse-charge note', async () => {
    const { shopper } = await cart();
    vies.valid.add('IT00743110157');
    const res = await call.quote(shopper, { address: { country: 'IT', ...IT_BUSINESS } });
    expect(totals(res.body)).toEqual({ total: 37.49, tax: 0, shipping: 4.16, shipping_tax: 0, reverse_charge: true });
    expect(res.body).toMatchObject({ taxes: [], tax_note: M.reverseChargeNote });
    expect(res.body.lines[0]).toMatchObject({ unit_price: 33.33, tax_rate: null, tax: 0 });
    expect(vies.calls.at(-1)).toEqual({ countryCode: 'IT', vatNumber: '00743110157' });
  });

  it('charges VAT (fail closed) when VIES says no, errs or is slower than 3 s, and says why', async () => {
    const { shopper } = await cart();
    vies.valid.clear();
    let res = await call.quote(shopper, { address: { country: 'IT', ...IT_BUSINESS } });
    expect([res.body.reverse_charge, res.body.tax_note, res.body.tax]).toEqual([false, M.viesInvalid, 8.11]);
    vies.valid.add('IT00743110157');
    vies.mode = 'error';
    res = await call.quote(shopper, { address: { country: 'IT', ...IT_BUSINESS } });
    expect([res.body.reverse_charge, res.body.tax_note]).toEqual([false, M.viesUnavailable]);
    vies.mode = 'slow';
    const started = Date.now();
    res = await call.quote(shopper, { address: { country: 'IT', ...IT_BUSINESS } });
    expect([res.body.reverse_charge, res.body.tax_note]).toEqual([false, M.viesUnavailable]);
    expect(Date.now() - started).toBeLessThan(3400);
    vies.mode = 'ok';
  });

  it("gives no reverse charge to a consumer, to the shop's own country, or without a company", async () => {
    const { shopper } = await cart();
    vies.valid.add('FR40303265045');
    const french = await call.quote(shopper, { address: { country: 'FR', company: 'Le Shop', vat_id: 'FR40303265045' } });
    expect(french.body.reverse_charge).toBe(false);
    const noCompany = await call.quote(shopper, { address: { country: 'IT', vat_id: 'IT00743110157' } });
    expect([noCompany.body.reverse_charge, noCompany.body.tax]).toEqual([false, 8.11]);
  });

  it('refuses a VAT number in the wrong format for its country (400 on the field)', async () => {
    const { shopper } = await cart();
    const res = await call.quote(shopper, { address: { country: 'IT', company: 'ACME', vat_id: 'DE136695976' } });
    expect([res.status, res.body.errors['address.vat_id']]).toEqual([400, [M.vatIdInvalid]]);
    const short = await call.quote(shopper, { address: { country: 'DE', company: 'ACME', vat_id: 'DE123' } });
    expect(short.status).toBe(400);
  });

  it('checks a full address like an order does, while a country alone is an estimate', async () => {
    const { shopper } = await cart();
    const res = await call.quote(shopper, { address: { country: 'FR', full_name: 'Ada' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['address.line1', 'address.city', 'address.postal_code']));
    expect((await call.quote(shopper, { address: { country: 'ZZ' } })).body.errors['address.country']).toBeDefined();
  });
});

describe('orders freeze what they charged', () => {
  it('keeps each line\'s rate and tax, the totals per rate and the note; later rate changes change nothing', async () => {
    const { shopper } = await cart();
    vies.valid.add('IT00743110157');
    const business = await call.place(shopper, orderBody({ shipping_address: addressIn('IT', { postal_code: '20121', ...IT_BUSINESS }), expected_total: 37.49 }));
    expect(business.status).toBe(201);
    expect(business.body).toMatchObject({ total: 37.49, tax: 0, taxes: [], tax_note: M.reverseChargeNote, buyer_vat_id: 'IT00743110157', shop_vat_id: 'FR40303265045', prices_include_tax: true });

    const other = await cart();
    const german = await call.place(other.shopper, orderBody({ shipping_address: addressIn('DE', { postal_code: '10115' }), expected_total: 44.99 }));
    expect(german.body).toMatchObject({ total: 44.99, tax: 7.19, shipping_tax: 0.8, taxes: [{ name: 'VAT', rate: 19, amount: 7.19 }], tax_note: null });
    expect(german.body.lines[0]).toMatchObject({ tax_rate: 19, tax: 6.39, unit_price: 40 });

    const rates = (await api.get('admin/tax-rates', { token: admin.access })).body as Array<{ id: number; zone: string }>;
    const de = rates.find((r) => r.zone === 'de')!;
    await api.patch(`admin/tax-rates/${de.id}`, { rate: 7 }, { token: admin.access });
    const again = await api.get(`orders/${german.body.id}`, { token: other.shopper.token });
    expect(again.body).toMatchObject({ total: 44.99, tax: 7.19, taxes: [{ rate: 19, amount: 7.19 }] });
    await api.patch(`admin/tax-rates/${de.id}`, { rate: 19 }, { token: admin.access });
    const mail = await t.ctx.db.selectFrom('mail_outbox').select(['text_body']).where('to_address', '=', shopper.email).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(M.reverseChargeNote);
    expect(mail.text_body).toContain('IT00743110157');
  }); // prettier-ignore

  it('refuses an order for an address no method serves with 409 NO_SHIPPING_METHOD; the quote lists no options', async () => {
    const { shopper } = await cart();
    await api.post('admin/shipping-methods', { code: 'eu-post', name: 'EU Post', estimate: '2-4 days', zone: 'fr', rates: [{ price: 3 }] }, { token: admin.access });
    for (const code of ['standard', 'express']) await api.patch(`admin/shipping-methods/${code}`, { active: false }, { token: admin.access });
    try {
      const quote = await call.quote(shopper, { address: { country: 'JP' } });
      expect(quote.body).toMatchObject({ shipping_options: [], shipping_method: null, shipping: 0 });
      const order = await call.place(shopper, orderBody({ shipping_address: addressIn('JP', { postal_code: '100-0001' }) }));
      expect([order.status, order.body.code, order.body.detail]).toEqual([409, 'NO_SHIPPING_METHOD', M.noShippingMethod]);
      const france = await call.quote(shopper, { address: { country: 'FR' } });
      expect(france.body).toMatchObject({ shipping_method: 'eu-post', shipping: 3, shipping_options: [{ id: 'eu-post', label: 'EU Post', estimate: '2-4 days', price: 3, free: false }] });
      const wrong = await call.place(shopper, orderBody({ shipping_address: addressIn('FR'), shipping_method: 'standard' }));
      expect([wrong.status, wrong.body.code]).toEqual([409, 'NO_SHIPPING_METHOD']);
    } finally {
      for (const code of ['standard', 'express']) await api.patch(`admin/shipping-methods/${code}`, { active: true }, { token: admin.access });
      await api.delete('admin/shipping-methods/eu-post', { token: admin.access });
    }
  }); // prettier-ignore

  it('prices a method by the first rate whose subtotal and weight conditions hold', async () => {
    const { shopper, product } = await cart();
    await t.ctx.db.updateTable('products').set({ weight: 1500 }).where('id', '=', product.id).execute();
    const rates = [
      { price: 5, max_weight: 1000 },
      { price: 9, min_weight: 1001, max_weight: 5000 },
      { price: 20, min_subtotal: 100 },
    ];
    await api.post('admin/shipping-methods', { code: 'parcel', name: 'Parcel', zone: 'everywhere', rates }, { token: admin.access });
    try {
      const res = await call.quote(shopper, { address: { country: 'FR' }, shipping_method: 'parcel' });
      expect([res.body.shipping_method, res.body.shipping]).toEqual(['parcel', 9]);
      await call.addToCart(shopper, product.id, 3);
      const heavy = await call.quote(shopper, { address: { country: 'FR' }, shipping_method: 'parcel' });
      expect(heavy.body.shipping_options.map((o: { id: string }) => o.id)).toEqual(['standard', 'express', 'parcel']);
      expect(heavy.body.shipping).toBe(20);
    } finally {
      await api.delete('admin/shipping-methods/parcel', { token: admin.access });
    }
  });
});

describe('a tax-inclusive shop with same_net', () => {
  it("adds Germany's rate to the French net", async () => {
    await api.patch('admin/settings', { cross_border_prices: 'same_net' }, { token: admin.access });
    try {
      const { shopper } = await cart();
      const res = await call.quote(shopper, { address: { country: 'DE' } });
      expect(totals(res.body)).toEqual({ total: 44.62, tax: 7.12, shipping: 4.95, shipping_tax: 0.79, reverse_charge: false });
      expect(res.body.lines[0]).toMatchObject({ unit_price: 39.67, tax: 6.33 });
      const home = await call.quote(shopper, { address: { country: 'FR' } });
      expect(home.body.total).toBe(44.99);
    } finally {
      await api.patch('admin/settings', { cross_border_prices: 'same_gross' }, { token: admin.access });
    }
  });
});

describe('GET products/{id}/shipping', () => {
  it('answers what one unit costs to ship per country and method, as checkout charges it there (public)', async () => {
    const { product } = await cart();
    const res = await api.get(`products/${product.id}/shipping`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currency: 'USD', prices_include_tax: true });
    const byPlace = res.body.estimates.map(
      (e: { country: string; region: string | null; method: string; price: number }) =>
        `${e.country}${e.region ? `-${e.region}` : ''} ${e.method} ${e.price}`,
    );
    // `everywhere` stands for the default destination (France); the zones name their countries but carry no method of their own.
    expect(byPlace).toEqual(['FR standard 4.99', 'FR express 14.99']);
    expect((await api.get('products/999999/shipping')).status).toBe(404);
    expect((await api.get('products/%24%24/shipping')).status).toBe(400);
  });
});
