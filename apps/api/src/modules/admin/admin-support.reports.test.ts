import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SUPPORT_MESSAGES as M, SUPPORT_AUDIT_ACTIONS as A } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin, signInCustomer, type SignedIn } from './admin.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let customer: SignedIn;
let token: { token: string };
let ipCount = 0;
const ip = () => `10.61.0.${(ipCount++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t, { first_name: 'Ada', last_name: 'Admin' });
  customer = await signInCustomer(api, { first_name: 'Sam', last_name: 'Shopper' });
  token = { token: admin.access };
});
afterAll(() => t.close());

async function report(overrides: Record<string, unknown> = {}, userToken?: string) {
  const body = {
    error_id: 'ERR-1A2B3C',
    type: 'server',
    code: 'ERR_UNKNOWN',
    message: 'Something went wrong',
    status: 500,
    page_url: 'http://localhost:9000/products/12',
    details: 'TypeError: x is undefined\n    at render (app.js:1:1)',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
    ...overrides,
  };
  const res = await api.post('support/error-reports', body, { ip: ip(), token: userToken });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((r) => r.id);
const auditOf = async (action: string) => (await api.get(`admin/audit-log?action=${action}&page_size=100`, token)).body.results;

describe('error reports', () => {
  let guestReport: number;
  let userReport: number;
  let networkReport: number;
  beforeAll(async () => {
    guestReport = await report();
    userReport = await report({ error_id: 'ERR-USER', status: 403, type: 'forbidden', code: 'FORBIDDEN' }, customer.access);
    networkReport = await report({ error_id: 'ERR-NET', type: 'network', status: undefined, code: undefined, details: undefined });
  });

  it('lists reports newest first with type, code, status, page, user and time, without the details', async () => {
    const res = await api.get('admin/support/error-reports', token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, next: null, previous: null });
    expect(ids(res)).toEqual([networkReport, userReport, guestReport]);
    expect(res.body.results[1]).toEqual({
      id: userReport,
      error_id: 'ERR-USER',
      type: 'forbidden',
      code: 'FORBIDDEN',
      message: 'Something went wrong',
      status: 403,
      page_url: 'http://localhost:9000/products/12',
      user: { id: customer.id, email: customer.email, name: 'Sam Shopper' },
      created_at: expect.any(String),
      resolved_at: null,
    });
    expect(res.body.results[2].user).toBeNull();
    expect(res.body.results[0]).toMatchObject({ code: null, status: null });
  });

  it('shows one report with its technical details', async () => {
    const res = await api.get(`admin/support/error-reports/${guestReport}`, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: guestReport,
      details: 'TypeError: x is undefined\n    at render (app.js:1:1)',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
      user: null,
      resolved_at: null,
      resolved_by: null,
    });
  });

  it('marks a report resolved and open again, filters by state and type, and audits each change once', async () => {
    const resolved = await api.patch(`admin/support/error-reports/${userReport}`, { resolved: true }, token);
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      resolved_at: expect.any(String),
      resolved_by: { id: admin.id, email: admin.email, name: 'Ada Admin' },
    });
    const again = await api.patch(`admin/support/error-reports/${userReport}`, { resolved: true }, token);
    expect(again.body.resolved_at).toBe(resolved.body.resolved_at);

    expect(ids(await api.get('admin/support/error-reports?state=resolved', token))).toEqual([userReport]);
    expect(ids(await api.get('admin/support/error-reports?state=unresolved', token))).toEqual([networkReport, guestReport]);
    expect(ids(await api.get('admin/support/error-reports?type=network', token))).toEqual([networkReport]);
    expect(ids(await api.get('admin/support/error-reports?state=resolved&type=server', token))).toEqual([]);
    expect((await api.get('admin/support/summary', token)).body).toEqual({ open_tickets: 0, unresolved_error_reports: 2 });

    const reopened = await api.patch(`admin/support/error-reports/${userReport}`, { resolved: false }, token);
    expect(reopened.body).toMatchObject({ resolved_at: null, resolved_by: null });
    expect(await auditOf(A.errorReportResolve)).toEqual([
      expect.objectContaining({
        entity: 'error_report',
        entity_id: String(userReport),
        actor: expect.objectContaining({ id: admin.id }),
        before: { resolved: false },
        after: { resolved: true },
      }),
    ]);
    expect(await auditOf(A.errorReportReopen)).toEqual([
      expect.objectContaining({ entity_id: String(userReport), after: { resolved: false } }),
    ]);
  });

  it('counts open tickets in the summary', async () => {
    await api.post(
      'support/tickets',
      { inquiry_type: 'general', subject: 'Hi', message: 'Just a question here.', name: 'G', email: 'g@example.com' },
      { ip: ip() },
    );
    expect((await api.get('admin/support/summary', token)).body).toEqual({ open_tickets: 1, unresolved_error_reports: 3 });
  });

  it('refuses bad input with 400 and unknown reports with 404', async () => {
    const cases: [string, unknown, string, string | undefined][] = [
      [`admin/support/error-reports/${guestReport}`, { resolved: 'yes' }, 'resolved', M.resolvedInvalid],
      [`admin/support/error-reports/${guestReport}`, {}, 'resolved', M.resolvedInvalid],
      [`admin/support/error-reports/${guestReport}`, { resolved: true, note: 'x' }, 'note', undefined],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await api.patch(path, body, token);
      expect(res.status).toBe(400);
      if (message) expect(res.body.errors[field]).toEqual([message]);
      else expect(res.body.errors[field]).toBeDefined();
    }
    expect((await api.get(`admin/support/error-reports/${guestReport}`, token)).body.resolved_at).toBeNull();
    expect((await api.get('admin/support/error-reports?state=open', token)).body.errors.state).toEqual([M.stateInvalid]);
    expect((await api.get('admin/support/error-reports?type=fatal', token)).body.errors.type).toEqual([M.typeInvalid]);
    for (const res of [
      await api.get('admin/support/error-reports/999999', token),
      await api.patch('admin/support/error-reports/999999', { resolved: true }, token),
    ]) {
      expect([res.status, res.body.detail]).toEqual([404, M.errorReportNotFound]);
    }
  });
});
