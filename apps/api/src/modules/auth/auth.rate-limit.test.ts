import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newAccount, type ApiClient } from '../../../test/api-client';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app';

const rule = (max: number) => ({ max, timeWindowMs: 60_000 });
let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  const base = testConfig().rateLimits;
  t = await createTestApp({
    rateLimits: {
      ...base,
      loginPerIp: rule(5),
      loginPerEmailAndIp: rule(3),
      loginBackoffPerEmail: { free: 2, timeWindowMs: 60_000, baseDelayMs: 40, maxDelayMs: 160 },
      registerPerIp: rule(2),
      forgotPerIp: rule(10),
      forgotPerEmail: rule(2),
      refreshPerIp: rule(3),
    },
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
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await api.post('auth/login', { email: 'p@example.com', password: 'x' }, { ip: '10.0.0.2' })).status).toBe(401);
  });

  it('limits login attempts per e-mail from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await api.post('auth/login', { email: 'Target@example.com', password: 'x' }, { ip: '10.1.0.1' })).status);
    expect(codes).toEqual([401, 401, 401, 429]);
    // The same e-mail from another address is still answered.
    expect((await api.post('auth/login', { email: 'target@example.com', password: 'x' }, { ip: '10.1.0.2' })).status).toBe(401);
  });

  it("never locks the owner out: wrong passwords from many addresses only slow the e-mail's sign-ins down, with a cap", async () => {
    const owner = newAccount();
    expect((await api.post('auth/register', owner, { ip: '10.5.9.9' })).status).toBe(201);
    for (let i = 0; i < 12; i++) {
      expect((await api.post('auth/login', { email: owner.email, password: 'Wrong1234' }, { ip: `10.5.0.${i}` })).status).toBe(401);
    }
    const started = performance.now();
    const right = await api.post('auth/login', { email: owner.email, password: owner.password }, { ip: '10.5.1.1' });
    const took = performance.now() - started;
    expect(right.status).toBe(200);
    expect(right.body.access).toEqual(expect.any(String));
    // Slowed by the capped back-off (160 ms here; 3 s by default), not refused.
    expect(took).toBeGreaterThanOrEqual(150);
    expect(took).toBeLessThan(2000);
  });

  it('limits sign-ups, password-reset requests and refreshes', async () => {
    const reg = [];
    for (let i = 0; i < 3; i++) reg.push((await api.post('auth/register', newAccount(), { ip: '10.2.0.1' })).status);
    expect(reg).toEqual([201, 201, 429]);

    const forgot = [];
    for (let i = 0; i < 3; i++)
      forgot.push((await api.post('auth/forgot-password', { email: 'same@example.com' }, { ip: `10.3.0.${i}` })).status);
    expect(forgot).toEqual([200, 200, 429]);

    const refresh = [];
    for (let i = 0; i < 4; i++) refresh.push((await api.post('auth/refresh-token', { refreshToken: 'x' }, { ip: '10.4.0.1' })).status);
    expect(refresh).toEqual([401, 401, 401, 429]);
  });
});
