import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin, signInCustomer, type SignedIn } from '../admin/admin.fixtures';
import { hashOpaqueToken } from '../../lib/tokens';

describe('API tokens', () => {
  let t: TestApp;
  let admin: SignedIn;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  const create = (body: unknown, token = admin.access) => api.post('admin/api-tokens', body, { token });

  it('is created once with its scopes, stored hashed, and listed without the secret', async () => {
    const res = await create({ name: 'ERP', scopes: ['orders:read', 'products:read'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'ERP', scopes: ['orders:read', 'products:read'] });
    expect(res.body.id).toEqual(expect.any(Number));
    expect(res.body.token).toMatch(/^swt_[A-Za-z0-9_-]{40,}$/);
    const row = await t.ctx.db.selectFrom('api_tokens').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashOpaqueToken(res.body.token));
    expect(JSON.stringify(row)).not.toContain(res.body.token);
    const list = await api.get('admin/api-tokens', { token: admin.access });
    expect(list.status).toBe(200);
    const listed = list.body.results.find((r: { id: number }) => r.id === res.body.id);
    expect(listed).toMatchObject({ name: 'ERP', last_used_at: null, revoked_at: null });
    expect(listed.token).toBeUndefined();
    expect(list.text).not.toContain(res.body.token);
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'api_token.create').execute();
    expect(audit.map((a) => a.entity_id)).toContain(String(res.body.id));
  });

  it('refuses a bad name or scope with field errors', async () => {
    const res = await create({ name: '', scopes: ['orders:write'] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['name', 'scopes.0']));
    expect((await create({ name: 'x', scopes: [] })).body.errors.scopes).toEqual(['Choose at least one scope']);
  });

  it('reaches the admin API within its scopes, 403 outside them, and records its last use', async () => {
    const { token, id } = (await create({ name: 'Fulfilment', scopes: ['orders:read'] })).body;
    expect((await api.get('admin/orders', { token })).status).toBe(200);
    const outside = await api.get('admin/customers', { token });
    expect(outside.status).toBe(403);
    expect(outside.body.detail).toBe('This API token lacks the customers:read scope.');
    expect((await api.get('admin/settings', { token })).status).toBe(403);
    expect((await api.get('admin/api-tokens', { token })).status).toBe(403);
    expect((await api.post('admin/api-tokens', { name: 'x', scopes: ['orders:read'] }, { token })).status).toBe(403);
    const row = await t.ctx.db.selectFrom('api_tokens').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
  });

  it('reads and writes products with the product scopes', async () => {
    const product = await createProduct(t.ctx.db, { stock: 10 });
    const reader = (await create({ name: 'Feed', scopes: ['products:read'] })).body.token;
    const writer = (await create({ name: 'Stock sync', scopes: ['products:read', 'products:write'] })).body.token;
    expect((await api.get(`admin/products/${product.id}`, { token: reader })).status).toBe(200);
    expect((await api.patch(`admin/products/${product.id}`, { stock: 4 }, { token: reader })).status).toBe(403);
    const changed = await api.patch(`admin/products/${product.id}`, { stock: 4 }, { token: writer });
    expect(changed.status).toBe(200);
    expect(changed.body.stock).toBe(4);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('entity', '=', 'product')
      .where('entity_id', '=', String(product.id))
      .execute();
    expect(audit.map((a) => a.actor_id)).toContain(admin.id);
  });

  it('works until revoked, then is refused with 401', async () => {
    const { token, id } = (await create({ name: 'Old ERP', scopes: ['customers:read'] })).body;
    expect((await api.get('admin/customers', { token })).status).toBe(200);
    const revoked = await api.delete(`admin/api-tokens/${id}`, { token: admin.access });
    expect(revoked.status).toBe(204);
    const after = await api.get('admin/customers', { token });
    expect(after.status).toBe(401);
    expect(after.body.detail).toBe('This API token was revoked.');
    const list = await api.get('admin/api-tokens', { token: admin.access });
    expect(list.body.results.find((r: { id: number }) => r.id === id).revoked_at).not.toBeNull();
    expect((await api.delete('admin/api-tokens/999999', { token: admin.access })).status).toBe(404);
  });

  it('refuses unknown tokens and keeps customers out of token management', async () => {
    expect((await api.get('admin/orders', { token: 'swt_not-a-real-token' })).status).toBe(401);
    const customer = await signInCustomer(api);
    expect((await create({ name: 'x', scopes: ['orders:read'] }, customer.access)).status).toBe(403);
    expect((await api.get('admin/api-tokens')).status).toBe(401);
  });

  it('stops working when the admin who made it is no longer an admin', async () => {
    const other = await signInAdmin(t);
    const { token } = (await create({ name: 'Temp', scopes: ['orders:read'] }, other.access)).body;
    expect((await api.get('admin/orders', { token })).status).toBe(200);
    await t.ctx.db.updateTable('users').set({ role: 'customer' }).where('id', '=', other.id).execute();
    expect((await api.get('admin/orders', { token })).status).toBe(401);
  });
});
