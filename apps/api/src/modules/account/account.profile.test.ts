import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A } from '@shopwright/shared/account';
import { AUTH_MESSAGES as M } from '@shopwright/shared/auth';
import { apiClient, newAccount, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('PATCH /api/users/me', () => {
  it('changes names and username and answers with the profile, as GET users/me shows it', async () => {
    const { access } = await signUpAndIn(api);
    const username = newAccount().username;
    const res = await api.patch('users/me', { first_name: '  Ada ', last_name: 'Lovelace', username }, { token: access });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', username, cart: { cart_items: [] } });
    expect((await api.get('users/me', { token: access })).body).toEqual(res.body);
  });

  it.each([
    ['first_name', '', M.firstNameRequired],
    ['first_name', 'x'.repeat(51), M.firstNameTooLong],
    ['last_name', '  ', M.lastNameRequired],
    ['username', 'has spaces', M.usernameInvalid],
    ['username', 'u'.repeat(31), M.usernameTooLong],
    ['email', 'not-an-email', M.emailInvalid],
  ])('refuses %s = %j with the sign-up message "%s"', async (field, value, message) => {
    const { access } = await signUpAndIn(api);
    const res = await api.patch('users/me', { [field]: value, current_password: 'Secret123' }, { token: access });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('refuses unknown fields and wrong types, and changes nothing', async () => {
    const { access, account } = await signUpAndIn(api);
    const unknown = await api.patch('users/me', { first_name: 'Eve', role: 'admin' }, { token: access });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.role).toEqual(['Unknown field: role']);
    const wrongType = await api.patch('users/me', { first_name: 42 }, { token: access });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors.first_name).toBeDefined();
    const me = await api.get('users/me', { token: access });
    expect(me.body).toMatchObject({ first_name: account.first_name, role: 'customer' });
  });

  it('needs the current password to change the e-mail, and refuses a wrong one', async () => {
    const { access, account } = await signUpAndIn(api);
    const email = newAccount().email;
    const missing = await api.patch('users/me', { email }, { token: access });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.current_password).toEqual([A.currentPasswordRequired]);
    const wrong = await api.patch('users/me', { email, current_password: 'Wrong1234' }, { token: access });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.current_password).toEqual([A.currentPasswordWrong]);
    expect((await api.get('users/me', { token: access })).body.email).toBe(account.email);
  });

  it('changes the e-mail (stored lower-cased), moves sign-in to it and tells the old address', async () => {
    const { access, account } = await signUpAndIn(api);
    const email = newAccount().email;
    const res = await api.patch('users/me', { email: email.toUpperCase(), current_password: account.password }, { token: access });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
    expect((await api.post('auth/login', { email, password: account.password })).status).toBe(200);
    expect((await api.post('auth/login', { email: account.email, password: account.password })).status).toBe(401);
    const notices = await mailsTo(t, account.email);
    expect(notices.map((m) => m.subject)).toEqual(['Your Shopwright e-mail address was changed']);
  });

  it('does not ask for the password when the e-mail stays the same (any case)', async () => {
    const { access, account } = await signUpAndIn(api);
    const res = await api.patch('users/me', { email: account.email.toUpperCase(), first_name: 'Same' }, { token: access });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: account.email, first_name: 'Same' });
  });

  it("refuses another account's e-mail or username (any case) as field errors", async () => {
    const other = await signUpAndIn(api);
    const { access, account } = await signUpAndIn(api);
    const email = await api.patch(
      'users/me',
      { email: other.account.email.toUpperCase(), current_password: account.password },
      { token: access },
    );
    expect(email.status).toBe(400);
    expect(email.body.errors).toEqual({ email: [M.emailTaken] });
    const username = await api.patch('users/me', { username: other.account.username.toUpperCase() }, { token: access });
    expect(username.status).toBe(400);
    expect(username.body.errors).toEqual({ username: [M.usernameTaken] });
  });

  it('lets a user change the case of their own username', async () => {
    const { access, account } = await signUpAndIn(api);
    const res = await api.patch('users/me', { username: account.username.toUpperCase() }, { token: access });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(account.username.toUpperCase());
  });

  it('needs a signed-in user', async () => {
    const res = await api.patch('users/me', { first_name: 'Anon' });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Authentication credentials were not provided.');
  });
});

describe('POST /api/users/me/change-password', () => {
  it('refuses a wrong current password and a weak new one as field errors', async () => {
    const { access } = await signUpAndIn(api);
    const wrong = await api.post(
      'users/me/change-password',
      { current_password: 'Wrong1234', new_password: 'Newpass123' },
      { token: access },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current_password: [A.currentPasswordWrong] });
    const weak = await api.post('users/me/change-password', { current_password: 'Secret123', new_password: 'short' }, { token: access });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.new_password).toContain(M.passwordMin);
    const missing = await api.post('users/me/change-password', { new_password: 'Newpass123' }, { token: access });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.current_password).toEqual([A.currentPasswordRequired]);
    const extra = await api.post(
      'users/me/change-password',
      { current_password: 'Secret123', new_password: 'Newpass123', admin: true },
      { token: access },
    );
    expect(extra.body.errors.admin).toEqual(['Unknown field: admin']);
  });

  it('changes the password, keeps the session whose refresh token is sent and signs out the others', async () => {
    const { access, account, refresh } = await signUpAndIn(api);
    const other = await api.post('auth/login', { email: account.email, password: account.password });
    const res = await api.post(
      'users/me/change-password',
      { current_password: account.password, new_password: 'Newpass123', refresh_token: refresh },
      { token: access },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: A.passwordChanged });
    expect((await api.post('auth/refresh-token', { refreshToken: refresh })).status).toBe(200);
    expect((await api.post('auth/refresh-token', { refreshToken: other.body.refresh })).status).toBe(401);
    expect((await api.post('auth/login', { email: account.email, password: account.password })).status).toBe(401);
    expect((await api.post('auth/login', { email: account.email, password: 'Newpass123' })).status).toBe(200);
    expect((await mailsTo(t, account.email)).map((m) => m.subject)).toContain('Your Shopwright password was changed');
  });

  it('signs out every session when no refresh token is sent', async () => {
    const { access, account, refresh } = await signUpAndIn(api);
    const res = await api.post(
      'users/me/change-password',
      { current_password: account.password, new_password: 'Newpass123' },
      { token: access },
    );
    expect(res.status).toBe(200);
    expect((await api.post('auth/refresh-token', { refreshToken: refresh })).status).toBe(401);
  });

  it("does not keep another user's session when given their refresh token", async () => {
    const stranger = await signUpAndIn(api);
    const { access, account, refresh } = await signUpAndIn(api);
    await api.post(
      'users/me/change-password',
      { current_password: account.password, new_password: 'Newpass123', refresh_token: stranger.refresh },
      { token: access },
    );
    expect((await api.post('auth/refresh-token', { refreshToken: refresh })).status).toBe(401);
    expect((await api.post('auth/refresh-token', { refreshToken: stranger.refresh })).status).toBe(200);
  });

  it('limits password checks per account', async () => {
    const { access } = await signUpAndIn(api);
    const tries = [];
    for (let i = 0; i < 11; i++) {
      tries.push(
        await api.post(
          'users/me/change-password',
          { current_password: 'Wrong1234', new_password: 'Newpass123' },
          { token: access, ip: `10.9.0.${i}` },
        ),
      );
    }
    expect(tries.slice(0, 10).every((r) => r.status === 400)).toBe(true);
    expect(tries[10]!.status).toBe(429);
  });
});

describe('POST /api/users/me/logout-all', () => {
  it('revokes every refresh token of the user and no one else', async () => {
    const bystander = await signUpAndIn(api);
    const { access, account, refresh } = await signUpAndIn(api);
    const second = await api.post('auth/login', { email: account.email, password: account.password });
    const res = await api.post('users/me/logout-all', undefined, { token: access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: A.loggedOutEverywhere });
    expect((await api.post('auth/refresh-token', { refreshToken: refresh })).status).toBe(401);
    expect((await api.post('auth/refresh-token', { refreshToken: second.body.refresh })).status).toBe(401);
    expect((await api.post('auth/refresh-token', { refreshToken: bystander.refresh })).status).toBe(200);
    expect((await api.post('users/me/logout-all')).status).toBe(401);
  });
});
