import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SUPPORT_MESSAGES as M, SUPPORT_AUDIT_ACTIONS as A, TICKET_REPLY_MAX } from '@shopwright/shared/admin';
import { ticketReference } from '@shopwright/shared/support';
import { apiClient, newAccount, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { signInAdmin, type SignedIn } from './admin.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let token: { token: string };
let ipCount = 0;
const ip = () => `10.60.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;
const tag = `tk${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t, { first_name: 'Ada', last_name: 'Admin' });
  token = { token: admin.access };
});
afterAll(() => t.close());

/** Sends the contact form as a guest; returns the ticket's id and the guest's e-mail. */
async function guestTicket(overrides: Record<string, unknown> = {}) {
  const email = newAccount().email;
  const body = {
    inquiry_type: 'order',
    subject: `Where is my parcel ${tag}`,
    message: 'It has been two weeks, please help.',
    name: 'Grace Guest',
    email,
    ...overrides,
  };
  const res = await api.post('support/tickets', body, { ip: ip() });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, email: String(body.email).toLowerCase() };
}

const auditOf = async (action: string) => (await api.get(`admin/audit-log?action=${action}&page_size=100`, token)).body.results;
const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((r) => r.id);

describe('ticket list', () => {
  let made: { id: number; email: string }[];
  beforeAll(async () => {
    made = [
      await guestTicket({ inquiry_type: 'returns', subject: `Return a jacket ${tag}`, name: 'Rita Return' }),
      await guestTicket({ inquiry_type: 'technical', subject: `100% broken_page ${tag}` }),
      await guestTicket({ inquiry_type: 'returns', subject: `Second return ${tag}`, email: `Mixed.Case.${tag}@Example.com` }),
    ];
    await api.patch(`admin/support/tickets/${made[1]!.id}`, { status: 'closed' }, token);
  });

  it('lists tickets newest first, without their message, in the page envelope', async () => {
    const res = await api.get('admin/support/tickets?page_size=100', token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, next: null, previous: null });
    expect(ids(res)).toEqual(made.map((m) => m.id).reverse());
    expect(res.body.results[2]).toEqual({
      id: made[0]!.id,
      reference: ticketReference(made[0]!.id),
      inquiry_type: 'returns',
      subject: `Return a jacket ${tag}`,
      name: 'Rita Return',
      email: made[0]!.email,
      status: 'open',
      user_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('filters by status and inquiry type', async () => {
    expect(ids(await api.get('admin/support/tickets?status=closed', token))).toEqual([made[1]!.id]);
    expect(ids(await api.get('admin/support/tickets?status=open&inquiry_type=returns', token))).toEqual([made[2]!.id, made[0]!.id]);
    expect(ids(await api.get('admin/support/tickets?status=answered', token))).toEqual([]);
  });

  it('searches by reference, subject, name and e-mail, case-insensitively and literally', async () => {
    const search = async (q: string) => ids(await api.get(`admin/support/tickets?q=${encodeURIComponent(q)}`, token));
    expect(await search(ticketReference(made[1]!.id))).toEqual([made[1]!.id]);
    expect(await search(ticketReference(made[1]!.id).toLowerCase())).toEqual([made[1]!.id]);
    expect(await search(`RETURN A JACKET ${tag}`)).toEqual([made[0]!.id]);
    expect(await search('rita return')).toEqual([made[0]!.id]);
    expect(await search(`mixed.case.${tag}@example.com`)).toEqual([made[2]!.id]);
    expect(await search('100%')).toEqual([made[1]!.id]);
    expect(await search('broken_page')).toEqual([made[1]!.id]);
    expect(await search('%')).toEqual([made[1]!.id]);
    // Only the first two have an underscore (in their e-mail); as a wildcard it would match all three.
    expect(await search('_')).toEqual([made[1]!.id, made[0]!.id]);
    expect(await search('nothing like this')).toEqual([]);
  });

  it('pages through the results', async () => {
    const first = await api.get('admin/support/tickets?page_size=2', token);
    expect(first.body).toMatchObject({ count: 3, next: 2, previous: null });
    const second = await api.get('admin/support/tickets?page_size=2&page=2', token);
    expect(second.body).toMatchObject({ count: 3, next: null, previous: 1 });
    expect(ids(second)).toEqual([made[0]!.id]);
  });

  it('refuses bad filters with 400', async () => {
    const cases: [string, string, string | undefined][] = [
      ['status=pending', 'status', M.statusInvalid],
      ['inquiry_type=billing', 'inquiry_type', M.inquiryTypeInvalid],
      [`q=${'x'.repeat(101)}`, 'q', M.searchTooLong],
      ['page=0', 'page', undefined],
      ['page_size=101', 'page_size', undefined],
    ];
    for (const [query, field, message] of cases) {
      const res = await api.get(`admin/support/tickets?${query}`, token);
      expect(res.status, query).toBe(400);
      if (message) expect(res.body.errors[field]).toEqual([message]);
      else expect(res.body.errors[field]).toBeDefined();
    }
  });
});

describe('ticket detail, reply, notes and status', () => {
  it("shows the customer's message with an empty thread", async () => {
    const { id, email } = await guestTicket();
    const res = await api.get(`admin/support/tickets/${id}`, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      reference: ticketReference(id),
      inquiry_type: 'order',
      subject: `Where is my parcel ${tag}`,
      message: 'It has been two weeks, please help.',
      name: 'Grace Guest',
      email,
      status: 'open',
      user_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      entries: [],
    });
  });

  it('replies by e-mail: stores the reply, mails it with the reference in the subject, marks the ticket answered, audits it', async () => {
    const { id, email } = await guestTicket();
    const res = await api.post(
      `admin/support/tickets/${id}/reply`,
      { message: '  It left our warehouse today.\nTracking follows.  ' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('answered');
    expect(res.body.entries).toEqual([
      {
        id: expect.any(Number),
        kind: 'reply',
        body: 'It left our warehouse today.\nTracking follows.',
        author: { id: admin.id, email: admin.email.toLowerCase(), name: 'Ada Admin' },
        created_at: expect.any(String),
      },
    ]);

    const mails = await mailsTo(t, email);
    expect(mails.map((m) => m.subject)).toEqual([
      `We received your message [${ticketReference(id)}]`,
      `Re: Where is my parcel ${tag} [${ticketReference(id)}]`,
    ]);
    const reply = mails[1]!.text_body;
    expect(reply).toContain('Hello Grace Guest,');
    expect(reply).toContain('It left our warehouse today.\nTracking follows.');
    expect(reply).toContain(`Reference: ${ticketReference(id)}`);
    expect(reply).toContain('> It has been two weeks, please help.');

    const [entry] = await auditOf(A.ticketReply);
    expect(entry).toMatchObject({
      entity: 'support_ticket',
      entity_id: String(id),
      actor: { id: admin.id },
      before: { status: 'open' },
      after: { status: 'answered', entry_id: res.body.entries[0].id },
    });
  });

  it('keeps internal notes out of the mail and leaves the status alone', async () => {
    const { id, email } = await guestTicket();
    const res = await api.post(`admin/support/tickets/${id}/notes`, { note: 'Customer called too; check the courier.' }, token);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('open');
    expect(res.body.entries).toEqual([
      expect.objectContaining({
        kind: 'note',
        body: 'Customer called too; check the courier.',
        author: expect.objectContaining({ id: admin.id }),
      }),
    ]);
    await api.post(`admin/support/tickets/${id}/reply`, { message: 'We are on it.' }, token);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.text_body.includes('check the courier'))).toBe(false);
    const thread = (await api.get(`admin/support/tickets/${id}`, token)).body.entries;
    expect(thread.map((e: { kind: string }) => e.kind)).toEqual(['note', 'reply']);
    expect(await auditOf(A.ticketNote)).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity_id: String(id), after: { entry_id: thread[0].id } })]),
    );
  });

  it('changes the status, audits only real changes, and a reply reopens a closed ticket as answered', async () => {
    const { id } = await guestTicket();
    const closed = await api.patch(`admin/support/tickets/${id}`, { status: 'closed' }, token);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    await api.patch(`admin/support/tickets/${id}`, { status: 'closed' }, token);
    const changes = (await auditOf(A.ticketStatus)).filter((e: { entity_id: string }) => e.entity_id === String(id));
    expect(changes).toEqual([expect.objectContaining({ before: { status: 'open' }, after: { status: 'closed' } })]);
    expect((await api.post(`admin/support/tickets/${id}/reply`, { message: 'One more thing.' }, token)).body.status).toBe('answered');
    expect((await api.patch(`admin/support/tickets/${id}`, { status: 'open' }, token)).body.status).toBe('open');
  });

  it("cannot reply once the author's account is deleted, but notes still work", async () => {
    const { access, account } = await signUpAndIn(api);
    const created = await api.post(
      'support/tickets',
      { inquiry_type: 'general', subject: 'Hello', message: 'A question about sizes.' },
      { token: access, ip: ip() },
    );
    expect((await api.deleteJson('users/me', { password: account.password }, { token: access })).status).toBe(200);
    const id = created.body.id;
    const res = await api.post(`admin/support/tickets/${id}/reply`, { message: 'Thanks for asking.' }, token);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(M.ticketWithoutEmail);
    expect((await api.get(`admin/support/tickets/${id}`, token)).body).toMatchObject({
      name: null,
      email: null,
      status: 'open',
      entries: [],
    });
    expect((await api.post(`admin/support/tickets/${id}/notes`, { note: 'Account deleted.' }, token)).status).toBe(200);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { id, email } = await guestTicket();
    const cases: [string, 'post' | 'patch', unknown, string, string | undefined][] = [
      ['reply', 'post', {}, 'message', M.replyRequired],
      ['reply', 'post', { message: '' }, 'message', M.replyRequired],
      ['reply', 'post', { message: '   ' }, 'message', M.replyRequired],
      ['reply', 'post', { message: 42 }, 'message', M.replyRequired],
      ['reply', 'post', { message: 'x'.repeat(TICKET_REPLY_MAX + 1) }, 'message', M.replyTooLong],
      ['reply', 'post', { message: 'Hi', cc: 'someone@example.com' }, 'cc', undefined],
      ['notes', 'post', { note: '' }, 'note', M.noteRequired],
      ['notes', 'post', { note: 'ok', message: 'x' }, 'message', undefined],
      ['', 'patch', { status: 'pending' }, 'status', M.statusInvalid],
      ['', 'patch', {}, 'status', M.statusInvalid],
      ['', 'patch', { status: 'closed', subject: 'x' }, 'subject', undefined],
    ];
    for (const [action, method, body, field, message] of cases) {
      const path = `admin/support/tickets/${id}${action ? `/${action}` : ''}`;
      const res = await api[method](path, body, token);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
      if (message) expect(res.body.errors[field]).toEqual([message]);
      else expect(res.body.errors[field]).toBeDefined();
    }
    expect((await api.get(`admin/support/tickets/${id}`, token)).body).toMatchObject({ status: 'open', entries: [] });
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it('answers 404 for an unknown ticket and 400 for a malformed id', async () => {
    const calls = [
      api.get('admin/support/tickets/999999', token),
      api.patch('admin/support/tickets/999999', { status: 'closed' }, token),
      api.post('admin/support/tickets/999999/reply', { message: 'Hello' }, token),
      api.post('admin/support/tickets/999999/notes', { note: 'Hello' }, token),
    ];
    for (const res of await Promise.all(calls)) expect([res.status, res.body.detail]).toEqual([404, M.ticketNotFound]);
    expect((await api.get('admin/support/tickets/abc', token)).status).toBe(400);
    expect((await api.get('admin/support/tickets/99999999999', token)).status).toBe(400);
  });
});
