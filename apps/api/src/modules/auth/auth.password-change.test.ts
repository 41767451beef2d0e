import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';

// Refresh tokens were revoked on a password change or reset, but other sessions' access tokens
// kept working for up to 15 minutes. They are now refused at once.
let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('access tokens after a password change', () => {
  it("refuses other sessions' access tokens after a change; this device refreshes and goes on", async () => {
    const me = await signUpAndIn(api);
    const other = await api.post('auth/login', { email: me.account.email, password: me.account.password });
    expect((await api.get('users/me', { token: other.body.access })).status).toBe(200);

    const changed = await api.post(
      'users/me/change-password',
      { current_password: me.account.password, new_password: 'Newpass123', refresh_token: me.refresh },
      { token: me.access },
    );
    expect(changed.status).toBe(200);

    const stale = await api.get('users/me', { token: other.body.access });
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('INVALID_TOKEN');
    // This device's access token predates the change too; its kept refresh token gets a new one at once.
    expect((await api.get('users/me', { token: me.access })).status).toBe(401);
    const refreshed = await api.post('auth/refresh-token', { refreshToken: me.refresh });
    expect(refreshed.status).toBe(200);
    expect((await api.get('users/me', { token: refreshed.body.access })).status).toBe(200);
    // Signed in within the same second as the change: valid.
    const fresh = await api.post('auth/login', { email: me.account.email, password: 'Newpass123' });
    expect((await api.get('users/me', { token: fresh.body.access })).status).toBe(200);
  });

  it('refuses access tokens issued before a password reset', async () => {
    const me = await signUpAndIn(api);
    expect((await api.post('auth/forgot-password', { email: me.account.email })).status).toBe(200);
    const [mail] = await mailsTo(t, me.account.email);
    const token = /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)![1]!;
    expect((await api.post('auth/reset-password', { token, password: 'Reset1234' })).status).toBe(200);
    expect((await api.get('users/me', { token: me.access })).status).toBe(401);
    const after = await api.post('auth/login', { email: me.account.email, password: 'Reset1234' });
    expect((await api.get('users/me', { token: after.body.access })).status).toBe(200);
  });
});
