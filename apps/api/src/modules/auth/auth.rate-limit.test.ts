import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newAccount, type ApiClient } from '../../../test/api-client';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app';

const rule = (max: number) => ({ max, timeWindowMs: 60_000 });
let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  const base = testConfig().rateLimits;
  t = await createTestApp({
    rateLimits: { ...base, loginPerIp: rule(5), loginPerEmail: rule(3), registerPerIp: rule(2), forgotPerIp: rule(10), forgotPerEmail: rule(2), refreshPerIp: rule(3) },
  });
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('rate limits on the auth routes', () => {
  it('limits login attempts per address with a 429 and a detail', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await api.post('auth/login', { email: `p${i}@example.com`, password: 'x' }, { ip: '10.0.0.1' })).status);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await api.post('auth/login', { email: 'p@example.com', password: 'x' }, { ip: '10.0.0.1' });
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.detail).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    // Another address is not affected.
    expect((await api.post('auth/login', { email: 'p@example.com', password: 'x' }, { ip: '10.0.0.2' })).status).toBe(401);
  });

  it('limits login attempts per e-mail across addresses', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await api.post('auth/login', { email: 'Target@example.com', password: 'x' }, { ip: `10.1.0.${i}` })).status);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('limits sign-ups, password-reset requests and refreshes', async () => {
    const reg = [];
    for (let i = 0; i < 3; i++) reg.push((await api.post('auth/register', newAccount(), { ip: '10.2.0.1' })).status);
    expect(reg).toEqual([201, 201, 429]);

    const forgot = [];
    for (let i = 0; i < 3; i++) forgot.push((await api.post('auth/forgot-password', { email: 'same@example.com' }, { ip: `10.3.0.${i}` })).status);
    expect(forgot).toEqual([200, 200, 429]);

    const refresh = [];
    for (let i = 0; i < 4; i++) refresh.push((await api.post('auth/refresh-token', { refreshToken: 'x' }, { ip: '10.4.0.1' })).status);
    expect(refresh).toEqual([401, 401, 401, 429]);
  });
});
