import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUpAndIn, type ApiClient } from '../../test/api-client';
import { createTestApp, mailsTo, type TestApp } from '../../test/test-app';
import { signInAdmin } from '../modules/admin/admin.fixtures';
import { MAIL_DELIVERY_JOB } from './mailer';

// Delivery state, retries with back-off, HTML with a plain-text part, List-Unsubscribe and the
// purge of used reset links, against the same real SMTP test server as mailer.test.ts.
const received: Array<{ to: string[]; data: string }> = [];
let failing = false;
let server: SMTPServer;
let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (failing) return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const unfold = (data: string) => data.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
const outboxOf = async (email: string) => (await mailsTo(t, email)).at(-1)!;
/** Makes every queued retry due now, as if its back-off had passed. */
const timePasses = () =>
  t.ctx.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .where('status', '=', 'queued')
    .execute();

describe('mail delivery', () => {
  it('records a failed attempt with its error, retries with back-off, and records the success', async () => {
    const me = await signUpAndIn(api);
    failing = true;
    await api.post('auth/forgot-password', { email: me.account.email });
    let row = await outboxOf(me.account.email);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
    expect(row.last_error).toContain('Mailbox busy');
    // The next try waits about a minute; a round before then leaves it alone.
    expect(Date.parse(row.next_attempt_at!) - Date.now()).toBeGreaterThan(50_000);
    await t.ctx.jobs.runNow(MAIL_DELIVERY_JOB);
    expect((await outboxOf(me.account.email)).attempts).toBe(1);

    failing = false;
    await timePasses();
    await t.ctx.jobs.runNow(MAIL_DELIVERY_JOB);
    row = await outboxOf(me.account.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null, next_attempt_at: null });
    expect(row.sent_at).toEqual(expect.any(String));
    const mail = received.find((m) => m.to.includes(me.account.email.toLowerCase()));
    // HTML in the shop's look with the same words in a plain-text part.
    expect(mail!.data).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail!.data).toMatch(/Content-Type: text\/plain/);
    expect(mail!.data).toMatch(/Content-Type: text\/html/);
    expect(unfold(mail!.data)).toContain('Shopwright</div>');
  });

  it('gives up after the last retry and says why', async () => {
    const me = await signUpAndIn(api);
    failing = true;
    await api.post('users/me/change-password', { current_password: me.account.password, new_password: 'Other1234' }, { token: me.access });
    await t.ctx.mailer.idle();
    for (let round = 0; round < 5; round++) {
      await timePasses();
      await t.ctx.jobs.runNow(MAIL_DELIVERY_JOB);
    }
    failing = false;
    const row = await outboxOf(me.account.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 6, next_attempt_at: null });
    expect(row.last_error).toContain('Mailbox busy');
  });

  it('removes a reset link from the outbox once it was used', async () => {
    const me = await signUpAndIn(api);
    await api.post('auth/forgot-password', { email: me.account.email });
    const token = /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec((await outboxOf(me.account.email)).text_body)![1]!;
    expect((await api.post('auth/reset-password', { token, password: 'Reset1234' })).status).toBe(200);
    const rows = await mailsTo(t, me.account.email);
    expect(rows.some((r) => r.text_body.includes(token) || (r.html_body ?? '').includes(token))).toBe(false);
  });

  it('removes expired reset links in the delivery round', async () => {
    const me = await signUpAndIn(api);
    await api.post('auth/forgot-password', { email: me.account.email });
    await t.ctx.mailer.idle();
    await t.ctx.db
      .updateTable('mail_outbox')
      .set({ secret_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('to_address', '=', me.account.email.toLowerCase())
      .where('secret_expires_at', 'is not', null)
      .execute();
    await t.ctx.jobs.runNow(MAIL_DELIVERY_JOB);
    expect((await outboxOf(me.account.email)).text_body).not.toContain('/auth/reset-password/');
  });

  it('sends newsletters with List-Unsubscribe and one-click List-Unsubscribe-Post that works', async () => {
    const reader = await signUpAndIn(api);
    await api.put('users/me/newsletter', { subscribed: true }, { token: reader.access });
    const admin = await signInAdmin(t);
    expect(
      (await api.post('admin/newsletter/send', { subject: 'Autumn news', text: 'New lamps are in.' }, { token: admin.access })).status,
    ).toBe(201);
    await t.ctx.mailer.idle();
    const mail = received.find((m) => m.to.includes(reader.account.email.toLowerCase()) && m.data.includes('Autumn news'));
    const data = unfold(mail!.data);
    expect(data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const link = /List-Unsubscribe: <(http:\/\/localhost:9000\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+)>/.exec(data)![1]!;
    // What a mail client's unsubscribe button sends (RFC 8058).
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await api.get('users/me/newsletter', { token: reader.access })).body).toMatchObject({ subscribed: false });
  });
});
