import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_NEWSLETTER_MESSAGES as M,
  NEWSLETTER_AUDIT_ACTIONS as A,
  NEWSLETTER_SUBJECT_MAX,
  NEWSLETTER_TEXT_MAX,
} from '@shopwright/shared/admin';
import { apiClient, newAccount, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { signInAdmin, type SignedIn } from './admin.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let token: { token: string };
let ipCount = 0;
const ip = () => `10.62.0.${(ipCount++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t, { first_name: 'Ada', last_name: 'Admin' });
  token = { token: admin.access };
});
afterAll(() => t.close());

/** A signed-in customer who subscribed from their account (confirmed at once); optionally unsubscribed again. */
async function accountSubscriber(unsubscribe = false) {
  const { access, account } = await signUpAndIn(api);
  await api.put('users/me/newsletter', { subscribed: true }, { token: access });
  if (unsubscribe) await api.put('users/me/newsletter', { subscribed: false }, { token: access });
  return account.email;
}

/** A footer subscription that was never confirmed. */
async function pendingSubscriber(email = newAccount().email) {
  expect((await api.post('newsletter/subscribe', { email }, { ip: ip() })).status).toBe(200);
  return email.toLowerCase();
}

const send = (body: unknown) => api.post('admin/newsletter/send', body, token);
const auditOf = async (action: string) => (await api.get(`admin/audit-log?action=${action}&page_size=100`, token)).body.results;

describe('sending a newsletter', () => {
  it('refuses to send when nobody has confirmed', async () => {
    await pendingSubscriber();
    const res = await send({ subject: 'Hello', text: 'Nobody will read this.' });
    expect([res.status, res.body.detail]).toEqual([409, M.noRecipients]);
    expect((await api.get('admin/newsletter/campaigns', token)).body.count).toBe(0);
  });

  it('reaches only confirmed subscribers, each with their unsubscribe link, and records the campaign', async () => {
    const confirmed = [await accountSubscriber(), await accountSubscriber()];
    const pending = await pendingSubscriber();
    const gone = await accountSubscriber(true);
    expect((await api.get('admin/newsletter/summary', token)).body).toEqual({ confirmed: 2, pending: 2, unsubscribed: 1 });

    const res = await send({ subject: '  Spring sale  ', text: 'Everything is 20% off this week.' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      subject: 'Spring sale',
      text: 'Everything is 20% off this week.',
      recipients: 2,
      sent_by: { id: admin.id, email: admin.email, name: 'Ada Admin' },
      sent_at: expect.any(String),
    });
    for (const email of confirmed) {
      const mail = (await mailsTo(t, email)).find((m) => m.subject === 'Spring sale');
      expect(mail!.text_body).toContain('Everything is 20% off this week.');
      expect(mail!.text_body).toMatch(/http:\/\/localhost:9000\/newsletter\/unsubscribe\/[\w-]+/);
    }
    for (const email of [pending, gone]) expect((await mailsTo(t, email)).map((m) => m.subject)).not.toContain('Spring sale');

    const list = await api.get('admin/newsletter/campaigns', token);
    expect(list.body).toMatchObject({
      count: 1,
      results: [{ id: res.body.id, subject: 'Spring sale', recipients: 2, sent_by: { id: admin.id } }],
    });
    expect(list.body.results[0].text).toBeUndefined();
    expect((await api.get(`admin/newsletter/campaigns/${res.body.id}`, token)).body).toEqual(res.body);
    expect(await auditOf(A.send)).toEqual([
      expect.objectContaining({
        entity: 'newsletter_campaign',
        entity_id: String(res.body.id),
        actor: expect.objectContaining({ id: admin.id }),
        after: { subject: 'Spring sale', recipients: 2 },
      }),
    ]);
  });

  it('refuses bad input with 400 and sends nothing', async () => {
    const before = (await api.get('admin/newsletter/campaigns', token)).body.count;
    const cases: [unknown, string, string | undefined][] = [
      [{ text: 'Body' }, 'subject', M.subjectRequired],
      [{ subject: '   ', text: 'Body' }, 'subject', M.subjectRequired],
      [{ subject: 'x'.repeat(NEWSLETTER_SUBJECT_MAX + 1), text: 'Body' }, 'subject', M.subjectTooLong],
      [{ subject: 'Hi' }, 'text', M.textRequired],
      [{ subject: 'Hi', text: '' }, 'text', M.textRequired],
      [{ subject: 'Hi', text: 'x'.repeat(NEWSLETTER_TEXT_MAX + 1) }, 'text', M.textTooLong],
      [{ subject: 'Hi', text: 'Body', to: 'everyone@example.com' }, 'to', undefined],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      if (message) expect(res.body.errors[field]).toEqual([message]);
      else expect(res.body.errors[field]).toBeDefined();
    }
    expect((await send({ subject: 'x'.repeat(NEWSLETTER_SUBJECT_MAX), text: 'x'.repeat(NEWSLETTER_TEXT_MAX) })).status).toBe(201);
    expect((await api.get('admin/newsletter/campaigns', token)).body.count).toBe(before + 1);
    expect((await api.get('admin/newsletter/campaigns/999999', token)).body).toMatchObject({ detail: M.campaignNotFound });
    expect((await api.get('admin/newsletter/campaigns/999999', token)).status).toBe(404);
  });
});

describe('subscribers', () => {
  it('lists subscribers newest first with their dates, by status and searched by e-mail', async () => {
    const pending = await pendingSubscriber(`Findable.${Date.now().toString(36)}@Example.com`);
    const res = await api.get('admin/newsletter/subscribers', token);
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      email: pending,
      status: 'pending',
      subscribed_at: expect.any(String),
      confirmed_at: null,
      unsubscribed_at: null,
    });
    const confirmed = (await api.get('admin/newsletter/subscribers?status=confirmed&page_size=100', token)).body;
    expect(confirmed.results.length).toBeGreaterThan(0);
    expect(
      confirmed.results.every((s: { status: string; confirmed_at: string | null }) => s.status === 'confirmed' && s.confirmed_at),
    ).toBe(true);
    const found = await api.get(`admin/newsletter/subscribers?q=${encodeURIComponent(pending.toUpperCase().slice(0, 12))}`, token);
    expect(found.body.results.map((s: { email: string }) => s.email)).toEqual([pending]);
    expect((await api.get('admin/newsletter/subscribers?q=%25', token)).body.count).toBe(0);
    expect((await api.get('admin/newsletter/subscribers?status=gone', token)).body.errors.status).toEqual([M.statusInvalid]);
    expect((await api.get(`admin/newsletter/subscribers?q=${'x'.repeat(101)}`, token)).status).toBe(400);
  });

  it('exports confirmed and pending subscribers as CSV with correct quoting, and audits the export', async () => {
    const tricky = await pendingSubscriber(`o"brien,${Date.now().toString(36)}@example.com`);
    const formula = await pendingSubscriber(`=cmd${Date.now().toString(36)}@example.com`);
    const confirmed = await accountSubscriber();
    const gone = await accountSubscriber(true);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers.csv',
      headers: { authorization: `Bearer ${admin.access}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Shopwright-newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,confirmed_at');
    expect(lines.at(-1)).toBe('');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^"${tricky.replace('"', '""')}",pending,[^,]+,$`)));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^'${formula},pending,`)));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${confirmed.replace('.', '\\.')},confirmed,[^,]+,[^,]+$`)));
    expect(lines.some((l) => l.startsWith(gone))).toBe(false);
    const summary = (await api.get('admin/newsletter/summary', token)).body;
    expect(lines.length - 2).toBe(summary.confirmed + summary.pending);
    expect(await auditOf(A.export)).toEqual([
      expect.objectContaining({
        entity: 'newsletter_subscribers',
        actor: expect.objectContaining({ id: admin.id }),
        after: { rows: lines.length - 2 },
      }),
    ]);
  });
});
