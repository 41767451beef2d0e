import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES as M } from '@shopwright/shared/catalog';
import { apiClient, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { seedSmallCatalog } from '../../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { notifyBackInStock, setStock } from './stock.service';

let t: TestApp;
let api: ApiClient;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.example' });
  api = apiClient(t.app);
  ids = await seedSmallCatalog(t.database.db);
});
afterAll(() => t.close());

const subscribersOf = async (id: number) => (await api.get(`products/${id}`)).body.subscribers as number;
const mailsTo = async (to: string) => {
  await t.ctx.mailer.idle();
  return t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();
};

describe('POST /api/products/{id}/notify-me', () => {
  it('takes a guest e-mail and counts it once, however often it is sent', async () => {
    const hoodie = ids['Nike Club Hoodie']!;
    const first = await api.post(`products/${hoodie}/notify-me`, { email: 'Guest@Example.com' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: M.notifySubscribed, subscribers: 1 });
    expect((await api.post(`products/${hoodie}/notify-me`, { email: 'guest@example.com' })).body.subscribers).toBe(1);
    expect(await subscribersOf(hoodie)).toBe(1);
  });

  it("uses a signed-in shopper's own e-mail when none is given", async () => {
    const hoodie = ids['Nike Club Hoodie']!;
    const { account, access } = await signUpAndIn(api);
    const res = await api.post(`products/${hoodie}/notify-me`, undefined, { token: access });
    expect(res.status).toBe(200);
    expect(res.body.subscribers).toBe(2);
    expect((await api.post(`products/${hoodie}/notify-me`, {}, { token: access })).body.subscribers).toBe(2);
    const row = await t.database.db
      .selectFrom('stock_subscriptions')
      .select('user_id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(row.user_id).not.toBeNull();
  });

  it('asks a guest for an e-mail and checks it', async () => {
    const hoodie = ids['Nike Club Hoodie']!;
    const missing = await api.post(`products/${hoodie}/notify-me`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.email).toEqual([M.notifyEmailRequired]);
    expect((await api.post(`products/${hoodie}/notify-me`, { email: 'not-an-email' })).status).toBe(400);
    expect((await api.post(`products/${hoodie}/notify-me`, { email: 'a@example.com', extra: 1 })).status).toBe(400);
  });

  it('refuses a bad token instead of treating the caller as a guest', async () => {
    const res = await api.post(`products/${ids['Nike Club Hoodie']}/notify-me`, { email: 'x@example.com' }, { token: 'nonsense' });
    expect(res.status).toBe(401);
  });

  it('answers 409 for a product in stock and 404 for unknown or unpublished ones', async () => {
    const inStock = await api.post(`products/${ids['Apple iPhone 15 Pro']}/notify-me`, { email: 'a@example.com' });
    expect(inStock.status).toBe(409);
    expect(inStock.body.detail).toBe(M.notifyInStock);
    expect((await api.post('products/999999/notify-me', { email: 'a@example.com' })).status).toBe(404);
    const hidden = ids['Zebra Prototype Phone']!;
    await setStock(t.ctx, hidden, 0, null);
    expect((await api.post(`products/${hidden}/notify-me`, { email: 'a@example.com' })).status).toBe(404);
  });
});

describe('back-in-stock e-mails (stock service)', () => {
  it('mails everyone waiting when stock goes from 0 to more, once, and resets the count', async () => {
    const mac = ids['Apple MacBook Air']!;
    await api.post(`products/${mac}/notify-me`, { email: 'first@example.com' });
    await api.post(`products/${mac}/notify-me`, { email: 'second@example.com' });
    expect(await subscribersOf(mac)).toBe(2);

    const result = await setStock(t.ctx, mac, 5, null);
    expect(result).toEqual({ previous: 0, stock: 5, notified: 2 });
    const [mail] = await mailsTo('first@example.com');
    expect(mail?.subject).toBe('Apple MacBook Air is back in stock');
    expect(mail?.text_body).toContain(`https://shop.example/products/${mac}`);
    expect(await mailsTo('second@example.com')).toHaveLength(1);
    expect(await subscribersOf(mac)).toBe(0);
    expect((await api.get(`products/${mac}`)).body).toMatchObject({ in_stock: true, available: 5 });

    expect((await setStock(t.ctx, mac, 9, null)).notified).toBe(0);
    expect(await notifyBackInStock(t.ctx, mac)).toBe(0);
    expect(await mailsTo('first@example.com')).toHaveLength(1);
  });

  it('lets a shopper wait again after the product sells out again', async () => {
    const mac = ids['Apple MacBook Air']!;
    await setStock(t.ctx, mac, 0, null);
    expect((await api.post(`products/${mac}/notify-me`, { email: 'first@example.com' })).body.subscribers).toBe(1);
    expect((await setStock(t.ctx, mac, 1, null)).notified).toBe(1);
    expect(await mailsTo('first@example.com')).toHaveLength(2);
  });

  it('records who changed the stock and refuses impossible values', async () => {
    const { account, access } = await signUpAndIn(api);
    const user = await t.database.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
    expect(access).toBeTruthy();
    await setStock(t.ctx, ids['Nordhem Table Lamp']!, 4, user.id);
    const lamp = (await api.get(`products/${ids['Nordhem Table Lamp']}`)).body;
    expect(lamp).toMatchObject({ available: 4, modified_by: user.id });
    expect(lamp.modified_date > lamp.date_added).toBe(true);
    await expect(setStock(t.ctx, ids['Nordhem Table Lamp']!, -1, null)).rejects.toMatchObject({ statusCode: 400 });
    await expect(setStock(t.ctx, 999999, 1, null)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('does not mail about a product that is still sold out', async () => {
    const hoodie = ids['Nike Club Hoodie']!;
    expect(await notifyBackInStock(t.ctx, hoodie)).toBe(0);
    expect(await subscribersOf(hoodie)).toBe(2);
  });
});
