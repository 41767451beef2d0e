import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES as M } from '@shopwright/shared/admin';
import { AUTH_MESSAGES } from '@shopwright/shared/auth';
import { apiClient, newAccount, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin, signInCustomer, type SignedIn } from './admin.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let token: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t);
  token = { token: admin.access };
});
afterAll(() => t.close());

const adminIds = async () => (await api.get('admin/users?page_size=100', token)).body.results.map((a: { id: number }) => a.id);
const roleOf = async (email: string, password: string) => {
  const login = await api.post('auth/login', { email, password });
  return (await api.get('users/me', { token: login.body.access })).body.role;
};

describe('admin users', () => {
  it('lists the admins, not the customers', async () => {
    await signInCustomer(api);
    const res = await api.get('admin/users', token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(res.body.results).toEqual([
      {
        id: admin.id,
        email: admin.email,
        username: expect.any(String),
        first_name: 'Test',
        last_name: 'Shopper',
        date_joined: expect.any(String),
      },
    ]);
  });

  it('creates an admin who can sign in as admin, and audits it', async () => {
    const account = newAccount({ first_name: 'Nia', email: `NIA.${Date.now()}@Example.com` });
    const res = await api.post('admin/users', account, token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: account.email.toLowerCase(), first_name: 'Nia', username: account.username });
    expect(res.body).not.toHaveProperty('password_hash');
    expect(await roleOf(account.email, account.password)).toBe('admin');
    const log = await api.get('admin/audit-log?action=admin.create', token);
    expect(log.body.results[0]).toMatchObject({
      entity: 'user',
      entity_id: String(res.body.id),
      before: null,
      after: { email: account.email.toLowerCase(), role: 'admin' },
    });
    expect(JSON.stringify(log.body.results[0])).not.toContain(account.password);
  });

  it('rejects a new admin with bad or taken fields', async () => {
    const taken = await signInCustomer(api);
    const cases: [Record<string, unknown>, string, string][] = [
      [newAccount({ email: 'not-an-email' }), 'email', AUTH_MESSAGES.emailInvalid],
      [newAccount({ email: taken.email.toUpperCase() }), 'email', AUTH_MESSAGES.emailTaken],
      [newAccount({ password: 'short1A' }), 'password', AUTH_MESSAGES.passwordMin],
      [newAccount({ password: 'alllowercase1' }), 'password', AUTH_MESSAGES.passwordComplexity],
      [newAccount({ role: 'admin' }), 'role', 'Unknown field: role'],
      [{ email: 'x@example.com' }, 'password', AUTH_MESSAGES.passwordRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.post('admin/users', body, token);
      expect({ field, status: res.status, errors: res.body.errors?.[field] }).toEqual({ field, status: 400, errors: [message] });
    }
  });

  it('promotes a customer by e-mail', async () => {
    const customer = await signInCustomer(api);
    const res = await api.post('admin/users/promote', { email: `  ${customer.email.toUpperCase()}` }, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: customer.id, email: customer.email });
    expect(await adminIds()).toContain(customer.id);
    // The next refreshed token carries the new role.
    const refreshed = await api.post('auth/refresh-token', { refreshToken: customer.refresh });
    expect((await api.get('admin/customers', { token: refreshed.body.access })).status).toBe(200);
    const log = await api.get('admin/audit-log?action=admin.promote', token);
    expect(log.body.results[0]).toMatchObject({ entity_id: String(customer.id), before: { role: 'customer' }, after: { role: 'admin' } });
  });

  it('refuses to promote unknown, admin or blocked accounts, and bad e-mails', async () => {
    expect((await api.post('admin/users/promote', { email: 'nobody@example.com' }, token)).body).toMatchObject({
      code: 'NOT_FOUND',
      detail: M.noAccountWithEmail,
    });
    expect((await api.post('admin/users/promote', { email: admin.email }, token)).body).toMatchObject({
      code: 'CONFLICT',
      detail: M.alreadyAdmin,
    });
    const blocked = await signInCustomer(api);
    await api.post(`admin/customers/${blocked.id}/block`, undefined, token);
    expect((await api.post('admin/users/promote', { email: blocked.email }, token)).body).toMatchObject({
      code: 'CONFLICT',
      detail: M.promoteBlocked,
    });
    const bad = await api.post('admin/users/promote', { email: 'nope' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toEqual([AUTH_MESSAGES.emailInvalid]);
    expect((await api.post('admin/users/promote', { email: blocked.email, role: 'admin' }, token)).status).toBe(400);
  });
});

describe('demoting admins', () => {
  it('demotes an admin, whose admin token stops working at once; audited', async () => {
    const other = await signInAdmin(t);
    expect((await api.get('admin/customers', { token: other.access })).status).toBe(200);
    const res = await api.post(`admin/users/${other.id}/demote`, undefined, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: other.id, email: other.email });
    expect(await adminIds()).not.toContain(other.id);
    expect((await api.get('admin/customers', { token: other.access })).status).toBe(403);
    expect(await roleOf(other.email, other.password)).toBe('customer');
    const log = await api.get('admin/audit-log?action=admin.demote', token);
    expect(log.body.results[0]).toMatchObject({
      entity_id: String(other.id),
      actor: { id: admin.id },
      before: { role: 'admin' },
      after: { role: 'customer' },
    });
  });

  it('answers 404 for customers and unknown ids', async () => {
    const customer = await signInCustomer(api);
    expect((await api.post(`admin/users/${customer.id}/demote`, undefined, token)).body).toMatchObject({
      code: 'NOT_FOUND',
      detail: M.adminNotFound,
    });
    expect((await api.post('admin/users/999999/demote', undefined, token)).status).toBe(404);
    expect((await api.post('admin/users/zero/demote', undefined, token)).status).toBe(400);
  });

  it('never demotes the last admin, not even oneself', async () => {
    const fresh = await createTestApp();
    try {
      const freshApi = apiClient(fresh.app);
      const only = await signInAdmin(fresh);
      const res = await freshApi.post(`admin/users/${only.id}/demote`, undefined, { token: only.access });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', detail: M.lastAdmin });

      // With a second admin, demoting oneself is allowed; then the other one is the last.
      const second = await signInAdmin(fresh);
      expect((await freshApi.post(`admin/users/${only.id}/demote`, undefined, { token: only.access })).status).toBe(200);
      expect((await freshApi.post(`admin/users/${second.id}/demote`, undefined, { token: second.access })).status).toBe(409);
    } finally {
      await fresh.close();
    }
  });

  it('keeps one admin when two demote each other at the same time', async () => {
    const fresh = await createTestApp();
    try {
      const freshApi = apiClient(fresh.app);
      const a = await signInAdmin(fresh);
      const b = await signInAdmin(fresh);
      const results = await Promise.all([
        freshApi.post(`admin/users/${b.id}/demote`, undefined, { token: a.access }),
        freshApi.post(`admin/users/${a.id}/demote`, undefined, { token: b.access }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
      const left = await fresh.ctx.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
      expect(left).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
