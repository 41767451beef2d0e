import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@shopwright/shared/auth';
import { apiClient, newAccount, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('POST /api/auth/register', () => {
  it('creates an account and answers 201 with a message', async () => {
    const res = await api.post('auth/register', newAccount());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: M.registered });
  });

  it.each([
    ['email', '', M.emailRequired],
    ['email', 'not-an-email', M.emailInvalid],
    ['email', 'a@b', M.emailInvalid],
    ['password', '', M.passwordRequired],
    ['password', 'Ab1', M.passwordMin],
    ['password', 'alllowercase1', M.passwordComplexity],
    ['password', 'ALLUPPERCASE1', M.passwordComplexity],
    ['password', 'NoDigitsHere', M.passwordComplexity],
    ['first_name', '   ', M.firstNameRequired],
    ['last_name', '', M.lastNameRequired],
    ['username', '  ', M.usernameRequired],
    ['username', 'has spaces', M.usernameInvalid],
    ['first_name', 'x'.repeat(51), M.firstNameTooLong],
    ['email', `${'a'.repeat(250)}@example.com`, M.emailTooLong],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const res = await api.post('auth/register', newAccount({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors[field]).toContain(message);
    expect(res.body.detail).toBe(message);
  });

  it('reports a missing field as required, with the spec text', async () => {
    const { email: _omit, ...rest } = newAccount();
    const res = await api.post('auth/register', rest);
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toEqual([M.emailRequired]);
  });

  it('trims names and stores the e-mail in lower case', async () => {
    const account = newAccount({ first_name: '  Ada ', email: 'MiXeD.Case@Example.com' });
    expect((await api.post('auth/register', account)).status).toBe(201);
    const login = await api.post('auth/login', { email: 'mixed.case@example.com', password: account.password });
    expect(login.status).toBe(200);
    const me = await api.get('users/me', { token: login.body.access });
    expect(me.body.first_name).toBe('Ada');
    expect(me.body.email).toBe('mixed.case@example.com');
  });

  it('refuses a duplicate e-mail (any case) and a duplicate username as field errors', async () => {
    const first = newAccount();
    expect((await api.post('auth/register', first)).status).toBe(201);
    const sameEmail = await api.post('auth/register', newAccount({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body.errors.email).toEqual([M.emailTaken]);
    const sameUsername = await api.post('auth/register', newAccount({ username: first.username.toUpperCase() }));
    expect(sameUsername.status).toBe(400);
    expect(sameUsername.body.errors.username).toEqual([M.usernameTaken]);
  });

  it('lets exactly one of two simultaneous sign-ups with the same e-mail through', async () => {
    const email = newAccount().email;
    const results = await Promise.all([api.post('auth/register', newAccount({ email })), api.post('auth/register', newAccount({ email }))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
  });

  it('refuses unknown fields, wrong types, malformed JSON and non-JSON bodies with 400, never 500', async () => {
    const unknown = await api.post('auth/register', { ...newAccount(), is_admin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.is_admin).toEqual(['Unknown field: is_admin']);

    const wrongType = await api.post('auth/register', { ...newAccount(), first_name: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors.first_name).toBeDefined();

    const array = await api.post('auth/register', [1, 2]);
    expect(array.status).toBe(400);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await api.post('auth/register', { ...newAccount(), first_name: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('never creates an admin through sign-up', async () => {
    const account = newAccount();
    await api.post('auth/register', account);
    const login = await api.post('auth/login', { email: account.email, password: account.password });
    const me = await api.get('users/me', { token: login.body.access });
    expect(me.body.role).toBe('customer');
  });
});
