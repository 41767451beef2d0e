import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as M } from '@shopwright/shared/newsletter';
import { apiClient, newAccount, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createTestApp, mailsTo, type TestApp } from '../../../test/test-app';
import { sendNewsletter } from './newsletter.service';

let t: TestApp;
let api: ApiClient;
let ipCount = 0;
const ip = () => `10.30.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

const freshEmail = () => newAccount().email;
const subscribe = (email: string) => api.post('newsletter/subscribe', { email }, { ip: ip() });
const linkToken = (text: string, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`http://localhost:9000/newsletter/${kind}/([\\w-]+)`).exec(text);
  if (!match) throw new Error(`no ${kind} link in: ${text}`);
  return match[1]!;
};
/** Moves the last confirmation mail of an address back in time. */
const ageConfirmation = (email: string, minutes: number) =>
  t.ctx.db
    .updateTable('newsletter_subscribers')
    .set({ confirm_sent_at: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where('email', '=', email)
    .execute();

async function confirmedSubscriber() {
  const email = freshEmail();
  await subscribe(email);
  const [mail] = await mailsTo(t, email);
  expect((await api.post('newsletter/confirm', { token: linkToken(mail!.text_body, 'confirm') }, { ip: ip() })).status).toBe(200);
  return { email, unsubscribeToken: linkToken(mail!.text_body, 'unsubscribe') };
}

describe('double opt-in through the outbox', () => {
  it('subscribe -> confirmation mail -> confirm -> newsletter reaches only confirmed -> unsubscribe link works', async () => {
    const email = freshEmail();
    const res = await subscribe(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: M.subscribeReceived });
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe('Please confirm your Shopwright newsletter subscription');
    const confirmToken = linkToken(mail!.text_body, 'confirm');
    const unsubscribeToken = linkToken(mail!.text_body, 'unsubscribe');

    const pending = freshEmail();
    await subscribe(pending);
    const before = await sendNewsletter(t.ctx, { subject: 'Before', text: 'Nobody confirmed yet.' });
    expect((await mailsTo(t, email)).map((m) => m.subject)).not.toContain('Before');

    const confirmed = await api.post('newsletter/confirm', { token: confirmToken }, { ip: ip() });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: M.confirmed });
    expect((await api.post('newsletter/confirm', { token: confirmToken }, { ip: ip() })).body).toEqual({ message: M.confirmed });

    const count = await sendNewsletter(t.ctx, { subject: 'Spring sale', text: 'Everything is 20% off.' });
    expect(count).toBe(before + 1);
    const issue = (await mailsTo(t, email)).find((m) => m.subject === 'Spring sale');
    expect(issue!.text_body).toContain('Everything is 20% off.');
    expect(linkToken(issue!.text_body, 'unsubscribe')).toBe(unsubscribeToken);
    expect((await mailsTo(t, pending)).map((m) => m.subject)).not.toContain('Spring sale');

    const gone = await api.post('newsletter/unsubscribe', { token: unsubscribeToken }, { ip: ip() });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ message: M.unsubscribed });
    expect((await api.post('newsletter/unsubscribe', { token: unsubscribeToken }, { ip: ip() })).status).toBe(200);
    await sendNewsletter(t.ctx, { subject: 'After', text: 'Too late.' });
    expect((await mailsTo(t, email)).map((m) => m.subject)).not.toContain('After');
    // The old confirmation link must not resubscribe.
    expect((await api.post('newsletter/confirm', { token: confirmToken }, { ip: ip() })).status).toBe(400);
  });

  it('answers the same for new, pending and confirmed addresses, and mails a pending one at most once per 10 minutes', async () => {
    const { email } = await confirmedSubscriber();
    const pending = freshEmail();
    const answers = [await subscribe(pending), await subscribe(pending), await subscribe(email), await subscribe(freshEmail())];
    for (const a of answers) expect({ status: a.status, body: a.body }).toEqual({ status: 200, body: { message: M.subscribeReceived } });
    expect(await mailsTo(t, pending)).toHaveLength(1);
    expect(await mailsTo(t, email)).toHaveLength(1);

    await ageConfirmation(pending, 11);
    await subscribe(pending);
    const mails = await mailsTo(t, pending);
    expect(mails).toHaveLength(2);
    // Only the newest link confirms.
    expect((await api.post('newsletter/confirm', { token: linkToken(mails[0]!.text_body, 'confirm') }, { ip: ip() })).status).toBe(400);
    expect((await api.post('newsletter/confirm', { token: linkToken(mails[1]!.text_body, 'confirm') }, { ip: ip() })).status).toBe(200);
  });

  it('sends one mail when the same new address is subscribed twice at once', async () => {
    const email = freshEmail();
    const both = await Promise.all([subscribe(email), subscribe(email)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it('lets an unsubscribed address subscribe again with a new confirmation', async () => {
    const { email, unsubscribeToken } = await confirmedSubscriber();
    await api.post('newsletter/unsubscribe', { token: unsubscribeToken }, { ip: ip() });
    await ageConfirmation(email, 11);
    await subscribe(email);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    expect((await api.post('newsletter/confirm', { token: linkToken(mails[1]!.text_body, 'confirm') }, { ip: ip() })).status).toBe(200);
  });

  it('refuses invalid and expired links with a clear detail', async () => {
    const invalid = await api.post('newsletter/confirm', { token: 'no-such-token' }, { ip: ip() });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ detail: M.invalidToken, code: 'BAD_REQUEST' });
    expect((await api.post('newsletter/unsubscribe', { token: 'no-such-token' }, { ip: ip() })).body.detail).toBe(M.invalidToken);

    const email = freshEmail();
    await subscribe(email);
    await ageConfirmation(email, 8 * 24 * 60);
    const [mail] = await mailsTo(t, email);
    expect((await api.post('newsletter/confirm', { token: linkToken(mail!.text_body, 'confirm') }, { ip: ip() })).status).toBe(400);
  });

  it('refuses bad input with 400', async () => {
    const cases: [string, unknown, string][] = [
      ['newsletter/subscribe', {}, 'email'],
      ['newsletter/subscribe', { email: 'not-an-email' }, 'email'],
      ['newsletter/subscribe', { email: 42 }, 'email'],
      ['newsletter/subscribe', { email: `${'a'.repeat(250)}@example.com` }, 'email'],
      ['newsletter/subscribe', { email: freshEmail(), name: 'x' }, 'name'],
      ['newsletter/confirm', {}, 'token'],
      ['newsletter/confirm', { token: 'x'.repeat(513) }, 'token'],
      ['newsletter/unsubscribe', { token: '' }, 'token'],
    ];
    for (const [path, body, field] of cases) {
      const res = await api.post(path, body, { ip: ip() });
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
      expect(res.body.errors[field]).toBeDefined();
    }
  });

  it('limits subscriptions per client address', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await api.post('newsletter/subscribe', { email: freshEmail() }, { ip: '10.31.0.1' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('GET/PUT /api/users/me/newsletter', () => {
  it("sets the signed-in user's choice at once, tells the address, and the newsletter follows it", async () => {
    const { access, account } = await signUpAndIn(api);
    expect((await api.get('users/me/newsletter', { token: access })).body).toEqual({ subscribed: false });
    const on = await api.put('users/me/newsletter', { subscribed: true }, { token: access });
    expect(on.body).toEqual({ subscribed: true });
    expect((await api.get('users/me/newsletter', { token: access })).body).toEqual({ subscribed: true });
    await api.put('users/me/newsletter', { subscribed: true }, { token: access });
    const notices = await mailsTo(t, account.email);
    expect(notices.map((m) => m.subject)).toEqual(['You are subscribed to the Shopwright newsletter']);
    expect(notices[0]!.text_body).toMatch(/\/newsletter\/unsubscribe\//);

    await sendNewsletter(t.ctx, { subject: 'Members only', text: 'Hello member.' });
    expect((await mailsTo(t, account.email)).map((m) => m.subject)).toContain('Members only');
    expect((await api.put('users/me/newsletter', { subscribed: false }, { token: access })).body).toEqual({ subscribed: false });
    expect((await api.get('users/me/newsletter', { token: access })).body).toEqual({ subscribed: false });
  });

  it('confirms a pending footer subscription of the same address', async () => {
    const { access, account } = await signUpAndIn(api);
    await subscribe(account.email);
    expect((await api.get('users/me/newsletter', { token: access })).body).toEqual({ subscribed: false });
    await api.put('users/me/newsletter', { subscribed: true }, { token: access });
    expect((await api.get('users/me/newsletter', { token: access })).body).toEqual({ subscribed: true });
  });

  it('takes the subscription along when the account e-mail changes', async () => {
    const { access, account } = await signUpAndIn(api);
    await api.put('users/me/newsletter', { subscribed: true }, { token: access });
    const email = freshEmail();
    expect((await api.patch('users/me', { email, current_password: account.password }, { token: access })).status).toBe(200);
    expect((await api.get('users/me/newsletter', { token: access })).body).toEqual({ subscribed: true });
    const row = await t.ctx.db.selectFrom('newsletter_subscribers').select('email').where('email', '=', account.email).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses bad input and guests', async () => {
    const { access } = await signUpAndIn(api);
    expect((await api.put('users/me/newsletter', { subscribed: 'yes' }, { token: access })).body.errors.subscribed).toEqual([
      M.subscribedInvalid,
    ]);
    expect((await api.put('users/me/newsletter', {}, { token: access })).status).toBe(400);
    expect((await api.put('users/me/newsletter', { subscribed: true, email: 'x@y.z' }, { token: access })).body.errors.email).toBeDefined();
    expect((await api.get('users/me/newsletter')).status).toBe(401);
    expect((await api.put('users/me/newsletter', { subscribed: true })).status).toBe(401);
  });
});
