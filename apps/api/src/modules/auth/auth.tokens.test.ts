import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@shopwright/shared/auth';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import { apiClient, newAccount, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('answers {access, refresh} for the right password', async () => {
    const account = newAccount();
    await api.post('auth/register', account);
    const res = await api.post('auth/login', { email: account.email, password: account.password });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'refresh']);
    expect(res.body.access.split('.')).toHaveLength(3);
  });

  it('gives a wrong password and an unknown e-mail the very same 401 answer', async () => {
    const account = newAccount();
    await api.post('auth/register', account);
    const wrong = await api.post('auth/login', { email: account.email, password: 'Wrong1234' });
    const unknown = await api.post('auth/login', { email: 'nobody-here@example.com', password: 'Wrong1234' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ detail: M.invalidCredentials, code: 'INVALID_CREDENTIALS' });
  });

  it('validates only the e-mail format, not the password rules', async () => {
    expect((await api.post('auth/login', { email: 'nope', password: 'x' })).body.errors.email).toEqual([M.emailInvalid]);
    expect((await api.post('auth/login', { email: 'a@example.com', password: 'x' })).status).toBe(401);
    expect((await api.post('auth/login', { email: 'a@example.com' })).body.errors.password).toEqual([M.passwordRequired]);
  });

  it('refuses a blocked account even with the right password', async () => {
    const { account } = await signUpAndIn(api);
    await t.ctx.db.updateTable('users').set({ is_blocked: 1 }).where('email', '=', account.email).execute();
    const res = await api.post('auth/login', { email: account.email, password: account.password });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_BLOCKED');
  });
});

describe('GET /api/users/me', () => {
  it('answers the spec text without a token', async () => {
    const res = await api.get('users/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL, code: 'NOT_AUTHENTICATED' });
  });

  it('answers an invalid token with its own detail', async () => {
    const res = await api.get('users/me', { token: 'not.a.jwt' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_TOKEN');
    expect(res.body.detail).not.toBe(NOT_AUTHENTICATED_DETAIL);
    const basic = await api.get('users/me', { headers: { authorization: 'Basic abc' } });
    expect(basic.body.code).toBe('INVALID_TOKEN');
  });

  it('answers an expired token with TOKEN_EXPIRED and one signed with another key with INVALID_TOKEN', async () => {
    const key = new TextEncoder().encode(t.ctx.config.jwtSecret);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ role: 'customer', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('shopwright')
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(key);
    expect((await api.get('users/me', { token: expired })).body.code).toBe('TOKEN_EXPIRED');
    const forged = await new SignJWT({ role: 'admin', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('shopwright')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await api.get('users/me', { token: forged })).body.code).toBe('INVALID_TOKEN');
  });

  it('returns the profile with role, date joined and an empty cart', async () => {
    const { account, access } = await signUpAndIn(api);
    const res = await api.get('users/me', { token: access });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: account.email,
      username: account.username,
      first_name: account.first_name,
      last_name: account.last_name,
      role: 'customer',
      cart: { cart_items: [] },
    });
    expect(typeof res.body.id).toBe('number');
    expect(new Date(res.body.date_joined).toString()).not.toBe('Invalid Date');
    expect(res.body).not.toHaveProperty('password_hash');
  });

  it('carries a 15-minute access token', async () => {
    const { access } = await signUpAndIn(api);
    const claims = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(claims.role).toBe('customer');
  });
});

describe('refresh tokens', () => {
  it('rotates on every use: the new pair works, the old refresh token does not', async () => {
    const { refresh } = await signUpAndIn(api);
    const first = await api.post('auth/refresh-token', { refreshToken: refresh });
    expect(first.status).toBe(200);
    expect(first.body.refresh).not.toBe(refresh);
    expect((await api.get('users/me', { token: first.body.access })).status).toBe(200);
    const second = await api.post('auth/refresh-token', { refreshToken: first.body.refresh });
    expect(second.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const { refresh } = await signUpAndIn(api);
    const rotated = await api.post('auth/refresh-token', { refreshToken: refresh });
    const reuse = await api.post('auth/refresh-token', { refreshToken: refresh });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('INVALID_REFRESH_TOKEN');
    // The thief's reuse also kills the legitimate holder's newer token.
    const legit = await api.post('auth/refresh-token', { refreshToken: rotated.body.refresh });
    expect(legit.status).toBe(401);
  });

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const { refresh } = await signUpAndIn(api);
    const results = await Promise.all([
      api.post('auth/refresh-token', { refreshToken: refresh }),
      api.post('auth/refresh-token', { refreshToken: refresh }),
    ]);
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect(results.some((r) => r.status === 401)).toBe(true);
  });

  it('refuses unknown, missing and expired refresh tokens', async () => {
    expect((await api.post('auth/refresh-token', { refreshToken: 'made-up' })).status).toBe(401);
    const missing = await api.post('auth/refresh-token', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.refreshToken).toBeDefined();
    const { refresh } = await signUpAndIn(api);
    await t.ctx.db.updateTable('refresh_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await api.post('auth/refresh-token', { refreshToken: refresh })).status).toBe(401);
  });

  it('stores refresh tokens only as hashes', async () => {
    const { refresh } = await signUpAndIn(api);
    const rows = await t.ctx.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === refresh)).toBe(false);
  });

  it('logout revokes the refresh token', async () => {
    const { refresh } = await signUpAndIn(api);
    const out = await api.post('auth/logout', { refreshToken: refresh });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe(M.loggedOut);
    expect((await api.post('auth/refresh-token', { refreshToken: refresh })).status).toBe(401);
  });
});
