import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A } from '@shopwright/shared/account';
import { apiClient, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ApiClient;
let ipCount = 0;
const ip = () => `10.20.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A customer with something in every section the export covers. */
async function customerWithData(tag: string) {
  const user = await signUpAndIn(api);
  const options = { token: user.access, ip: ip() };
  const address = { full_name: `${tag} Person`, line1: `${tag} Street 1`, city: `${tag}ville`, postal_code: '10115', country: 'DE' };
  expect((await api.post('users/me/addresses', address, options)).status).toBe(201);
  expect((await api.put('users/me/newsletter', { subscribed: true }, options)).status).toBe(200);
  const ticket = await api.post(
    'support/tickets',
    { inquiry_type: 'order', subject: `${tag} subject`, message: `${tag} message about my order` },
    options,
  );
  expect(ticket.status).toBe(201);
  const report = { error_id: `ERR-${tag}`, type: 'server', page_url: `https://shop.test/${tag}` };
  expect((await api.post('support/error-reports', report, options)).status).toBe(201);
  return { ...user, ticket: ticket.body };
}

describe('GET /api/users/me/export', () => {
  it("downloads the user's own data as a JSON attachment, without anyone else's data or any secret", async () => {
    const other = await customerWithData('Other');
    const me = await customerWithData('Mine');
    const res = await api.get('users/me/export', { token: me.access });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Shopwright-account-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body;
    expect(data.profile).toMatchObject({ email: me.account.email, username: me.account.username, first_name: 'Test' });
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ line1: 'Mine Street 1', is_default: true });
    expect(data.newsletter).toMatchObject({ email: me.account.email, status: 'confirmed' });
    expect(data.support_tickets).toEqual([expect.objectContaining({ reference: me.ticket.reference, subject: 'Mine subject' })]);
    expect(data.error_reports).toEqual([expect.objectContaining({ error_id: 'ERR-Mine', type: 'server' })]);
    expect(typeof data.exported_at).toBe('string');

    expect(res.text).not.toContain('Other');
    expect(res.text).not.toContain(other.account.email);
    const secrets = await t.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', me.account.email)
      .executeTakeFirstOrThrow();
    const tokens = await t.ctx.db.selectFrom('refresh_tokens').select('token_hash').execute();
    const subscriber = await t.ctx.db
      .selectFrom('newsletter_subscribers')
      .select('unsubscribe_token')
      .where('email', '=', me.account.email)
      .executeTakeFirstOrThrow();
    for (const secret of [secrets.password_hash, subscriber.unsubscribe_token, ...tokens.map((r) => r.token_hash)]) {
      expect(res.text).not.toContain(secret);
    }
    expect(res.text).not.toMatch(/password|token/i);
  });

  it('needs a signed-in user', async () => {
    expect((await api.get('users/me/export')).status).toBe(401);
  });
});

describe('DELETE /api/users/me', () => {
  it('refuses a wrong or missing password and keeps the account', async () => {
    const { access, account } = await signUpAndIn(api);
    const wrong = await api.deleteJson('users/me', { password: 'Wrong1234' }, { token: access });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: [A.passwordWrong] });
    const missing = await api.deleteJson('users/me', {}, { token: access });
    expect(missing.body.errors.password).toEqual([A.passwordRequired]);
    const noBody = await api.delete('users/me', { token: access });
    expect(noBody.status).toBe(400);
    const extra = await api.deleteJson('users/me', { password: account.password, force: true }, { token: access });
    expect(extra.body.errors.force).toEqual(['Unknown field: force']);
    expect((await api.get('users/me', { token: access })).status).toBe(200);
  });

  it('removes personal data: sign-in fails, the old tokens are refused, the row stays anonymised', async () => {
    const other = await customerWithData('Keep');
    const me = await customerWithData('Gone');
    const id = await idOf(me.account.email);
    const res = await api.deleteJson('users/me', { password: me.account.password }, { token: me.access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: A.accountDeleted });

    expect((await api.post('auth/login', { email: me.account.email, password: me.account.password })).status).toBe(401);
    expect((await api.get('users/me', { token: me.access })).status).toBe(401);
    expect((await api.get('users/me/export', { token: me.access })).status).toBe(401);
    expect((await api.post('auth/refresh-token', { refreshToken: me.refresh })).status).toBe(401);

    const db = t.ctx.db;
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `deleted-${id}@invalid.local`,
      username: `deleted-${id}`,
      first_name: 'Deleted',
      last_name: 'Deleted',
    });
    expect(row.deleted_at).not.toBeNull();
    expect(await db.selectFrom('addresses').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('refresh_tokens').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('newsletter_subscribers').select('id').where('email', '=', me.account.email).execute()).toEqual([]);
    const ticket = await db.selectFrom('support_tickets').selectAll().where('id', '=', me.ticket.id).executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ name: null, email: null, message: 'Gone message about my order' });
    const reports = await db.selectFrom('error_reports').select('user_id').where('error_id', '=', 'ERR-Gone').execute();
    expect(reports).toEqual([{ user_id: null }]);

    const kept = await api.get('users/me/export', { token: other.access });
    expect(kept.body.addresses).toHaveLength(1);
    expect(kept.body.newsletter.status).toBe('confirmed');
    expect(kept.body.support_tickets[0].email).toBe(other.account.email);
  });

  it("empties the account's cart and wishlist, not another's", async () => {
    const product = await createProduct(t.ctx.db);
    const [me, other] = [await signUpAndIn(api), await signUpAndIn(api)];
    for (const user of [me, other]) {
      expect((await api.post('products/add-to-cart', { product_id: String(product.id) }, { token: user.access })).status).toBe(200);
      expect((await api.post('wishlist', { product_id: String(product.id) }, { token: user.access })).status).toBe(201);
    }
    expect((await api.deleteJson('users/me', { password: me.account.password }, { token: me.access })).status).toBe(200);
    const owners = async (table: 'cart_items' | 'wishlist_items') =>
      (await t.ctx.db.selectFrom(table).select('user_id').where('product_id', '=', product.id).execute()).map((r) => r.user_id);
    const otherId = await idOf(other.account.email);
    expect(await owners('cart_items')).toEqual([otherId]);
    expect(await owners('wishlist_items')).toEqual([otherId]);
  });

  it('frees the e-mail and username for a new account', async () => {
    const me = await signUpAndIn(api);
    await api.deleteJson('users/me', { password: me.account.password }, { token: me.access });
    const again = await api.post('auth/register', me.account);
    expect(again.status).toBe(201);
  });

  it('still deletes when someone registered the placeholder username', async () => {
    const me = await signUpAndIn(api);
    const id = await idOf(me.account.email);
    await signUpAndIn(api, { username: `deleted-${id}` });
    const res = await api.deleteJson('users/me', { password: me.account.password }, { token: me.access });
    expect(res.status).toBe(200);
    const row = await t.ctx.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.username).toMatch(new RegExp(`^deleted-${id}-[0-9a-f]{8}$`));
  });

  it('needs a signed-in user', async () => {
    expect((await api.deleteJson('users/me', { password: 'Secret123' })).status).toBe(401);
  });
});
