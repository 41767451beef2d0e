import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { signInAdmin } from '../admin/admin.fixtures';
import { checkoutApi, orderBody, shopper, type Shopper } from './orders.fixtures';

/**
 * Cart, quote and order lines in the shopper's language (ADR 030): the product's translated name
 * and option labels where the catalog has them; the order freezes them in its language, and staff
 * keep reading the catalog's own names.
 */
let t: TestApp;
let call: ReturnType<typeof checkoutApi>;
let adminToken: string;
let shoeId: number;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  call = checkoutApi(t);
  adminToken = (await signInAdmin(t)).access;
  const as = { token: adminToken };
  const eu = { code: 'eu', name: 'Europe', countries: ['DE', 'FR'], currency: 'EUR', languages: ['de', 'fr', 'en'], path: '/de', exchange_rate: 0.92, rounding: '0.99' };
  expect((await call.api.post('admin/markets', eu, as)).status).toBe(201);
  const shoe = {
    name: 'Trail Runner', slug: 'trail-runner', description: 'A light running shoe.', category: 'clothing', price: 100, stock: 50, published: true,
    colors: [{ name: 'Red', hex: '#ff0000' }, { name: 'Blue', hex: null }],
    sizes: ['S', 'M'],
    translations: {
      de: { name: 'Trail-Laufschuhe', slug: 'trail-laufschuhe', colors: { Red: 'Rot', Blue: 'Blau' }, sizes: { M: 'Mittel' } },
      fr: { name: 'Chaussure de trail' },
    },
  };
  const created = await call.api.post('admin/products', shoe, as);
  expect(created.status, created.text).toBe(201);
  shoeId = created.body.id;
}); // prettier-ignore
afterAll(() => t.close());

const german = (s: Shopper) => ({ token: s.token, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
type Line = { product: { name: string; slug: string }; color: string | null; size: string | null; quantity: number };
const shown = (l: Line) => [l.product.name, l.product.slug, l.color, l.size, l.quantity];

async function germanCart() {
  const s = await shopper(t);
  const res = await call.api.post(
    'products/add-to-cart?market=eu',
    { product_id: String(shoeId), color: 'Rot', size: 'Mittel' },
    german(s),
  );
  expect(res.status, res.text).toBe(200);
  return { s, cart: res.body };
}

describe('cart lines in the language asked for', () => {
  it('names a German cart in German, another language of the market in it, and the spec calls in English', async () => {
    const { s, cart } = await germanCart();
    expect(cart.cart_items.map(shown)).toEqual([['Trail-Laufschuhe', 'trail-laufschuhe', 'Rot', 'Mittel', 1]]);
    // French has a name but no colour or size labels: those fall back to the option's own name.
    const fr = await call.api.get('users/me?market=eu&lang=fr', { token: s.token });
    expect(fr.body.cart.cart_items.map(shown)).toEqual([['Chaussure de trail', 'trail-runner', 'Red', 'M', 1]]);
    // Without a market, the spec's answer: the catalog's own texts whatever the browser's language.
    const spec = await call.api.get('users/me', german(s));
    expect(spec.body.cart.cart_items.map(shown)).toEqual([['Trail Runner', 'trail-runner', 'Red', 'M', 1]]);
  });

  it('changes and removes a line named by its labels, as the German cart shows them', async () => {
    const { s } = await germanCart();
    const set = await call.api.patch(`products/cart/${shoeId}?market=eu`, { quantity: 3, color: 'Rot', size: 'Mittel' }, german(s));
    expect(set.status, set.text).toBe(200);
    expect(set.body.cart_items.map(shown)).toEqual([['Trail-Laufschuhe', 'trail-laufschuhe', 'Rot', 'Mittel', 3]]);
    const gone = await call.api.delete(`products/remove-from-cart/${shoeId}?market=eu&color=Rot&size=Mittel`, german(s));
    expect(gone.status, gone.text).toBe(200);
    expect(gone.body.cart_items).toEqual([]);
  });
});

describe('order lines in the order language', () => {
  it('quotes, answers, shows and mails the German order in German, keeps English for staff, and freezes the names', async () => {
    const { s } = await germanCart();
    const quote = await call.api.post('checkout/quote', { market: 'eu', address: { country: 'US', postal_code: '12345' } }, german(s));
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body.lines.map((l: { name: string; color: string; size: string }) => [l.name, l.color, l.size])).toEqual([['Trail-Laufschuhe', 'Rot', 'Mittel']]);
    const placed = await call.api.post('orders', orderBody({ market: 'eu' }), { token: s.token, headers: { ...german(s).headers, 'idempotency-key': randomUUID() } });
    expect(placed.status, placed.text).toBe(201);
    const lineOf = (o: { lines: Array<{ name: string; color: string; size: string }> }) => o.lines.map((l) => [l.name, l.color, l.size]);
    expect(lineOf(placed.body)).toEqual([['Trail-Laufschuhe', 'Rot', 'Mittel']]);
    const [mail] = await mailsTo(t, s.email);
    expect(mail!.text_body).toContain('1 x Trail-Laufschuhe (Rot / Mittel');
    const staff = await call.api.get(`admin/orders/${placed.body.id}`, { token: adminToken });
    expect(lineOf(staff.body)).toEqual([['Trail Runner', 'Red', 'M']]);
    // A later rename does not rewrite the record, in either language.
    const renamed = await call.api.patch(`admin/products/${shoeId}`, { name: 'Trail Runner 2', translations: { de: { name: 'Trail-Laufschuhe 2' } } }, { token: adminToken });
    expect(renamed.status, renamed.text).toBe(200);
    expect(lineOf((await call.api.get(`orders/${placed.body.id}`, { token: s.token })).body)).toEqual([['Trail-Laufschuhe', 'Rot', 'Mittel']]);
    expect(lineOf((await call.api.get(`admin/orders/${placed.body.id}`, { token: adminToken })).body)).toEqual([['Trail Runner', 'Red', 'M']]);
    await call.api.patch(`admin/products/${shoeId}`, { name: 'Trail Runner', translations: { de: { name: 'Trail-Laufschuhe' } } }, { token: adminToken });
  }); // prettier-ignore

  it('places the English order of the euro market, and the spec order, with the catalog names and nothing else stored', async () => {
    const s = await shopper(t);
    await call.addToCart(s, shoeId, 1, { color: 'Blue', size: 'S' });
    const placed = await call.place(s);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.lines[0]).toMatchObject({ name: 'Trail Runner', color: 'Blue', size: 'S' });
    const row = await t.ctx.db.selectFrom('order_lines').select(['lang_name', 'lang_color', 'lang_size']).where('order_id', '=', placed.body.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ lang_name: null, lang_color: null, lang_size: null });
    const e = await shopper(t);
    const english = { token: e.token, headers: { 'accept-language': 'en' } };
    expect((await call.api.post('products/add-to-cart?market=eu', { product_id: String(shoeId), size: 'M' }, english)).body.cart_items.map(shown)).toEqual([['Trail Runner', 'trail-runner', 'Red', 'M', 1]]);
    const order = await call.api.post('orders', orderBody({ market: 'eu' }), { ...english, headers: { ...english.headers, 'idempotency-key': randomUUID() } });
    expect(order.status, order.text).toBe(201);
    expect(order.body.lines[0]).toMatchObject({ name: 'Trail Runner', color: 'Red', size: 'M' });
  }); // prettier-ignore
});

describe("mailed links in the order's market and language", () => {
  it("links a German order's mails and its return to the /de pages, a French one to /de/fr, the spec order to /", async () => {
    const { s } = await germanCart();
    const placed = await call.api.post('orders', orderBody({ market: 'eu' }), { token: s.token, headers: { ...german(s).headers, 'idempotency-key': randomUUID() } });
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.id;
    const admin = { token: adminToken };
    for (const body of [{ action: 'ship', carrier: 'UPS', tracking_number: '1Z' }, { action: 'deliver' }]) expect((await call.api.post(`admin/orders/${id}/actions`, body, admin)).status).toBe(200);
    const ret = await call.api.post(`orders/${id}/returns`, { lines: [{ order_line_id: placed.body.lines[0].id, quantity: 1, resolution: 'refund' }], reason: 'changed_mind' }, { token: s.token });
    expect(ret.status, ret.text).toBe(201);
    const texts = (await mailsTo(t, s.email)).map((m) => m.text_body);
    expect(texts.filter((x) => new RegExp(`https://shop\\.example/de/orders/${id}(?!\\d)`).test(x))).toHaveLength(2); // confirmed, shipped
    expect(texts.some((x) => x.includes(`https://shop.example/de/returns/${ret.body.id}`))).toBe(true);
    expect(texts.some((x) => /https:\/\/shop\.example\/(orders|account)/.test(x))).toBe(false);
    // The return's mails speak the order's German, its amounts in the German format.
    const n = ret.body.number;
    expect((await call.api.post(`admin/returns/${ret.body.id}/actions`, { action: 'approve' }, admin)).status).toBe(200);
    const returnMails = (await mailsTo(t, s.email)).filter((m) => m.text_body.includes(`/de/returns/${ret.body.id}`));
    expect(returnMails.map((m) => m.subject)).toEqual([`Rücksendung ${n} angefragt`, `Rücksendung ${n} genehmigt`]);
    expect(returnMails[0]!.text_body).toContain(`Wir haben Ihre Rücksendeanfrage ${n} zur Bestellung ${placed.body.number} bei Shopwright erhalten.`);
    expect(returnMails[0]!.text_body).toContain('So geht es weiter:');
    expect(returnMails[1]!.text_body).toContain(`Bitte senden Sie die Artikel mit einem Zettel mit der Nummer ${n} an:`);
    expect(returnMails.some((m) => /What happens|Follow your return|has been approved|Details:/.test(m.text_body))).toBe(false);

    const f = await shopper(t);
    const french = { token: f.token, headers: { 'accept-language': 'fr', 'idempotency-key': randomUUID() } };
    expect((await call.api.post('products/add-to-cart?market=eu', { product_id: String(shoeId), size: 'M' }, french)).status).toBe(200);
    const fr = await call.api.post('orders', orderBody({ market: 'eu' }), french);
    expect(fr.status, fr.text).toBe(201);
    expect((await call.api.post(`orders/${fr.body.id}/cancel`, undefined, { token: f.token })).status).toBe(200);
    const frTexts = (await mailsTo(t, f.email)).map((m) => m.text_body);
    expect(frTexts).toHaveLength(2); // confirmed, cancelled
    for (const text of frTexts) expect(text).toContain(`https://shop.example/de/fr/orders/${fr.body.id}`);

    const u = await shopper(t);
    await call.addToCart(u, shoeId, 1, { size: 'S' });
    const spec = await call.place(u);
    expect((await mailsTo(t, u.email))[0]!.text_body).toContain(`https://shop.example/orders/${spec.body.id}`);
  }); // prettier-ignore
});
