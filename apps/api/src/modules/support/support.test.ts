import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shopwright/shared/auth';
import { INVALID_TOKEN_DETAIL } from '@shopwright/shared/errors';
import { INQUIRY_TYPES, SUPPORT_MESSAGES as M, ticketReference } from '@shopwright/shared/support';
import { apiClient, newAccount, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { listErrorReports, listTickets } from './support.service';

let t: TestApp;
let api: ApiClient;
let ipCount = 0;
const ip = () => `10.40.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const ticket = (overrides: Record<string, unknown> = {}) => ({
  inquiry_type: 'returns',
  subject: 'Wrong size',
  message: 'The shoes I got are one size too small.',
  ...overrides,
});
const report = (overrides: Record<string, unknown> = {}) => ({
  error_id: 'ERR-1A2B3C',
  type: 'server',
  code: 'ERR_UNKNOWN',
  message: 'Something went wrong',
  status: 500,
  page_url: 'http://localhost:9000/products/12',
  details: 'TypeError: x is undefined',
  user_agent: 'Mozilla/5.0',
  ...overrides,
});

describe('POST /api/support/tickets', () => {
  it('stores a guest ticket as open, answers with a reference and mails an acknowledgement', async () => {
    const email = newAccount().email;
    const res = await api.post('support/tickets', ticket({ name: ' Grace Hopper ', email: email.toUpperCase() }), { ip: ip() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      reference: ticketReference(res.body.id),
      message: M.ticketCreated(ticketReference(res.body.id)),
    });
    expect(res.body.reference).toMatch(/^T-\d{6}$/);
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe(`We received your message [${res.body.reference}]`);
    expect(mail!.text_body).toContain('Hello Grace Hopper,');
    expect(mail!.text_body).toContain('Inquiry type: Returns & Refunds');
    expect(mail!.text_body).toContain('The shoes I got are one size too small.');
    const { results } = await listTickets(t.ctx, { limit: 50, offset: 0 }, 'open');
    expect(results.find((r) => r.id === res.body.id)).toMatchObject({
      name: 'Grace Hopper',
      email,
      status: 'open',
      inquiry_type: 'returns',
    });
  });

  it("takes a signed-in user's name and e-mail from the account, whatever is sent", async () => {
    const { access, account } = await signUpAndIn(api);
    const res = await api.post('support/tickets', ticket({ name: 'Someone Else', email: 'someone@else.com' }), { token: access, ip: ip() });
    expect(res.status).toBe(201);
    expect((await mailsTo(t, account.email)).map((m) => m.subject)).toEqual([`We received your message [${res.body.reference}]`]);
    expect(await mailsTo(t, 'someone@else.com')).toEqual([]);
    const row = await t.ctx.db.selectFrom('support_tickets').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Test Shopper', email: account.email, status: 'open' });
    expect(row.user_id).toBe(await idOf(account.email));
  });

  it('accepts each of the four inquiry types by their key', async () => {
    for (const { value } of INQUIRY_TYPES) {
      const res = await api.post('support/tickets', ticket({ inquiry_type: value, name: 'Guest', email: newAccount().email }), {
        ip: ip(),
      });
      expect(res.status).toBe(201);
    }
  });

  it('asks a guest for name and e-mail', async () => {
    const res = await api.post('support/tickets', ticket(), { ip: ip() });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: [M.nameRequired], email: [AUTH_MESSAGES.emailRequired] });
    const noName = await api.post('support/tickets', ticket({ email: 'a@b.co' }), { ip: ip() });
    expect(noName.body.errors).toEqual({ name: [M.nameRequired] });
  });

  it.each([
    ['inquiry_type', 'General Inquiry', M.inquiryTypeRequired],
    ['inquiry_type', undefined, M.inquiryTypeRequired],
    ['subject', '', M.subjectRequired],
    ['subject', undefined, M.subjectRequired],
    ['subject', 's'.repeat(151), M.subjectTooLong],
    ['message', '   ', M.messageRequired],
    ['message', 'Too short', M.messageTooShort],
    ['message', 'm'.repeat(5001), M.messageTooLong],
    ['name', 'n'.repeat(101), M.nameTooLong],
    ['email', 'not-an-email', AUTH_MESSAGES.emailInvalid],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const res = await api.post('support/tickets', ticket({ name: 'Guest', email: 'guest@example.com', [field]: value }), { ip: ip() });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('refuses unknown fields, wrong types and a bad token, storing nothing', async () => {
    const before = (await listTickets(t.ctx, { limit: 1, offset: 0 })).count;
    const unknown = await api.post('support/tickets', ticket({ name: 'G', email: 'g@example.com', status: 'closed' }), { ip: ip() });
    expect(unknown.body.errors.status).toEqual(['Unknown field: status']);
    const wrongType = await api.post('support/tickets', ticket({ name: 'G', email: 'g@example.com', message: ['a'] }), { ip: ip() });
    expect(wrongType.status).toBe(400);
    const badToken = await api.post('support/tickets', ticket({ name: 'G', email: 'g@example.com' }), { token: 'not-a-jwt', ip: ip() });
    expect(badToken.status).toBe(401);
    expect(badToken.body.detail).toBe(INVALID_TOKEN_DETAIL);
    expect((await listTickets(t.ctx, { limit: 1, offset: 0 })).count).toBe(before);
  });

  it('limits tickets per client address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api.post('support/tickets', ticket({ name: 'Spam', email: 'spam@example.com' }), { ip: '10.41.0.1' })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('POST /api/support/error-reports', () => {
  it('stores a guest report and answers 201', async () => {
    const res = await api.post('support/error-reports', report({ error_id: 'ERR-GUEST' }), { ip: ip() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), message: M.errorReportReceived });
    const { results } = await listErrorReports(t.ctx, { limit: 50, offset: 0 });
    expect(results.find((r) => r.id === res.body.id)).toMatchObject({ ...report({ error_id: 'ERR-GUEST' }), user_id: null });
  });

  it('stores the user id when signed in, and only the required fields are needed', async () => {
    const { access, account } = await signUpAndIn(api);
    const userId = await idOf(account.email);
    const res = await api.post(
      'support/error-reports',
      { error_id: 'ERR-USER', type: 'network', page_url: '/cart' },
      { token: access, ip: ip() },
    );
    expect(res.status).toBe(201);
    const row = await t.ctx.db.selectFrom('error_reports').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: userId, type: 'network', code: null, status: null, details: null });
  });

  it.each([
    ['type', 'oops'],
    ['type', undefined],
    ['error_id', ''],
    ['error_id', 'e'.repeat(65)],
    ['page_url', undefined],
    ['page_url', 'u'.repeat(2049)],
    ['page_url', 'javascript:alert(1)'],
    ['message', 'm'.repeat(501)],
    ['details', 'd'.repeat(5001)],
    ['user_agent', 'a'.repeat(513)],
    ['status', '500'],
    ['status', 1.5],
    ['status', 1000],
    ['code', 'c'.repeat(65)],
    ['extra', 'field'],
  ])('refuses %s = %j', async (field, value) => {
    const res = await api.post('support/error-reports', report({ [field]: value }), { ip: ip() });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBeDefined();
  });

  it('limits reports per client address', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await api.post('support/error-reports', report(), { ip: '10.41.0.2' })).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });
});
