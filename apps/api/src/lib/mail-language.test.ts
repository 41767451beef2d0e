import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newAccount, type ApiClient } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkoutApi, product, shopper } from '../modules/orders/orders.fixtures';
import { orderMailLang } from '../modules/orders/order-mail-lang';
import { confirmationMail } from '../modules/orders/orders.mails';
import { loadOrder } from '../modules/orders/load-order';
import { signInAdmin } from '../modules/admin/admin.fixtures';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

async function lastMailTo(email: string) {
  await t.ctx.mailer.idle();
  return t.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

const languageOf = async (email: string) =>
  (await t.ctx.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;

describe('mails in the recipient’s language', () => {
  it('keeps the language a shopper signs up and signs in with, and mails them in it', async () => {
    const account = newAccount();
    await api.post('auth/register', account, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(await languageOf(account.email)).toBe('de');
    // A request that names no language (a script) leaves it as it is.
    await api.post('auth/forgot-password', { email: account.email });
    const german = await lastMailTo(account.email);
    expect(german.subject).toBe('Ihr Passwort bei Shopwright zurücksetzen');
    expect(german.text_body).toContain(`Hallo ${account.first_name},`);
    expect(german.text_body).toContain('Der Link funktioniert einmal und läuft in 60 Minuten ab.');
    expect(german.text_body).toContain('Ihr Shopwright-Team');

    await api.post('auth/login?lang=fr', { email: account.email, password: account.password });
    expect(await languageOf(account.email)).toBe('fr');
    await api.post('auth/forgot-password', { email: account.email });
    expect((await lastMailTo(account.email)).subject).toBe('Réinitialisez votre mot de passe Shopwright');
  });

  it('mails an English shopper exactly as before', async () => {
    const account = newAccount();
    await api.post('auth/register', account);
    expect(await languageOf(account.email)).toBe('en');
    await api.post('auth/forgot-password', { email: account.email });
    const mail = await lastMailTo(account.email);
    expect(mail.subject).toBe('Reset your Shopwright password');
    expect(mail.text_body).toContain(`Hello ${account.first_name},`);
    expect(mail.text_body).toContain('The link works once and expires in 60 minutes.');
  });

  it('says an order’s mails in its language, else its customer’s: German amounts in the German format', async () => {
    const call = checkoutApi(t);
    const s = await shopper(t);
    const p = await product(t, { stock: 5 });
    await call.addToCart(s, p.id);
    const placed = await call.place(s);
    expect(placed.status).toBe(201);
    // Placed in the primary market's English: the confirmation is as it always was.
    expect((await lastMailTo(s.email)).subject).toBe(`Order ${placed.body.number} confirmed`);

    const id = placed.body.id as number;
    await t.ctx.db.updateTable('users').set({ language: 'de' }).where('id', '=', s.id).execute();
    await t.ctx.db.updateTable('orders').set({ lang: null }).where('id', '=', id).execute();
    expect(await orderMailLang(t.ctx.db, id)).toBe('de');
    await t.ctx.db.updateTable('orders').set({ lang: 'fr-CH' }).where('id', '=', id).execute();
    expect(await orderMailLang(t.ctx.db, id)).toBe('fr');

    const mail = await confirmationMail(t.ctx, s.email, await loadOrder(t.ctx.db, id), 'Shopwright', 'de');
    expect(mail.subject).toBe(`Bestellung ${placed.body.number} bestätigt`);
    expect(mail.text).toContain('Vielen Dank für Ihre Bestellung bei Shopwright!');
    expect(mail.text).toMatch(/Zwischensumme: 8,00\s\$/);
    expect(mail.text).toContain('Lieferadresse:');
    expect(mail.text).toContain('Vereinigte Staaten');
    expect(mail.text).not.toMatch(/Subtotal|Shipping to|Thank you/);
  });

  it('confirms a newsletter subscription and a contact message in the language they were asked in', async () => {
    const email = `ja-${Date.now()}@example.com`;
    await api.post('newsletter/subscribe?lang=ja', { email });
    expect((await lastMailTo(email)).subject).toBe('Shopwrightニュースレター登録の確認のお願い');
    const writer = `fr-${Date.now()}@example.com`;
    await api.post(
      'support/tickets',
      { inquiry_type: 'order', subject: 'Colis', message: 'Où est mon colis, s’il vous plaît ?', name: 'Claire', email: writer },
      { headers: { 'accept-language': 'fr-FR' } },
    );
    const ack = await lastMailTo(writer);
    expect(ack.subject).toMatch(/^Nous avons bien reçu votre message \[T-\d{6}\]$/);
    expect(ack.text_body).toContain('Type de demande : Aide sur une commande');
  });
});

describe('mailed links in the recipient’s language', () => {
  it('opens the password reset and the newsletter pages of a market speaking it, English ones as before', async () => {
    const as = { token: (await signInAdmin(t)).access };
    const eu = { code: 'eu', name: 'Europe', countries: ['DE', 'FR'], currency: 'EUR', languages: ['de', 'fr', 'en'], path: '/de', exchange_rate: 0.92, rounding: 'none' };
    expect((await api.post('admin/markets', eu, as)).status).toBe(201);
    const base = t.ctx.config.publicUrl;
    const resetLink = async (lang: string) => {
      const account = newAccount();
      await api.post('auth/register', account, { headers: { 'accept-language': lang } });
      await api.post('auth/forgot-password', { email: account.email });
      return (await lastMailTo(account.email)).text_body;
    };
    expect(await resetLink('de')).toContain(`${base}/de/auth/reset-password/`);
    expect(await resetLink('fr')).toContain(`${base}/de/fr/auth/reset-password/`);
    expect(await resetLink('en')).toContain(`${base}/auth/reset-password/`);
    // Japanese has no market here: the primary market's pages.
    expect(await resetLink('ja')).toMatch(new RegExp(`${base}/auth/reset-password/`));

    const email = `de-${Date.now()}@example.com`;
    await api.post('newsletter/subscribe?lang=de', { email });
    const mail = await lastMailTo(email);
    expect(mail.text_body).toContain(`${base}/de/newsletter/confirm/`);
    expect(mail.text_body).toContain(`${base}/de/newsletter/unsubscribe/`);
    const english = `en-${Date.now()}@example.com`;
    await api.post('newsletter/subscribe', { email: english });
    expect((await lastMailTo(english)).text_body).toContain(`${base}/newsletter/confirm/`);
  }); // prettier-ignore
});
