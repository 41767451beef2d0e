import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@shopwright/shared/auth';
import { apiClient, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

async function lastMailTo(email: string) {
  await t.ctx.mailer.idle();
  return t.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirst();
}

async function requestResetToken(email: string): Promise<string> {
  const res = await api.post('auth/forgot-password', { email });
  expect(res.status).toBe(200);
  const mail = await lastMailTo(email);
  const match = /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '');
  if (!match) throw new Error('no reset link in the mail');
  return match[1]!;
}

describe('forgot and reset password', () => {
  it('answers the same for a registered and an unknown e-mail, and mails only the registered one', async () => {
    const { account } = await signUpAndIn(api);
    const known = await api.post('auth/forgot-password', { email: account.email });
    const unknown = await api.post('auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(M.forgotPasswordSent);
    const mail = await lastMailTo(account.email);
    expect(mail?.subject).toBe('Reset your Shopwright password');
    expect(mail?.text_body).toContain('http://localhost:9000/auth/reset-password/');
    expect(await lastMailTo('ghost@example.com')).toBeUndefined();
  });

  it('validates the e-mail with the spec texts', async () => {
    const res = await api.post('auth/forgot-password', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toEqual([M.emailInvalid]);
  });

  it('sets the new password once, signs out everywhere and refuses the link a second time', async () => {
    const { account, refresh } = await signUpAndIn(api);
    const token = await requestResetToken(account.email);
    expect((await api.get(`auth/reset-password/${token}`)).body).toEqual({ valid: true });

    const reset = await api.post('auth/reset-password', { token, password: 'BrandNew123' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(M.passwordReset);

    expect((await api.post('auth/login', { email: account.email, password: account.password })).status).toBe(401);
    expect((await api.post('auth/login', { email: account.email, password: 'BrandNew123' })).status).toBe(200);
    expect((await api.post('auth/refresh-token', { refreshToken: refresh })).status).toBe(401);

    const again = await api.post('auth/reset-password', { token, password: 'Another123' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: M.resetTokenInvalid, code: 'INVALID_RESET_TOKEN' });
    expect((await api.get(`auth/reset-password/${token}`)).status).toBe(400);
  });

  it('refuses an expired link and a link superseded by a newer one', async () => {
    const { account } = await signUpAndIn(api);
    const older = await requestResetToken(account.email);
    const newer = await requestResetToken(account.email);
    expect((await api.post('auth/reset-password', { token: older, password: 'BrandNew123' })).status).toBe(400);

    await t.ctx.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('used_at', 'is', null)
      .execute();
    const expired = await api.post('auth/reset-password', { token: newer, password: 'BrandNew123' });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_RESET_TOKEN');
  });

  it('applies the sign-up password rules to the new password', async () => {
    const { account } = await signUpAndIn(api);
    const token = await requestResetToken(account.email);
    const weak = await api.post('auth/reset-password', { token, password: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toEqual([M.passwordComplexity]);
    // A refused attempt does not spend the link.
    expect((await api.post('auth/reset-password', { token, password: 'Strong1234' })).status).toBe(200);
  });

  it('refuses made-up tokens', async () => {
    expect((await api.post('auth/reset-password', { token: 'made-up', password: 'Strong1234' })).status).toBe(400);
    expect((await api.post('auth/reset-password', { password: 'Strong1234' })).status).toBe(400);
  });
});
