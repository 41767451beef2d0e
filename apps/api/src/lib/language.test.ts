import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shopwright/shared/auth';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import { NEWSLETTER_MESSAGES } from '@shopwright/shared/newsletter';
import { apiClient, newAccount, signUpAndIn, type ApiClient } from '../../test/api-client';
import { createProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

const de = { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } };

describe('the language of API answers', () => {
  it('answers a validation error in German with ?lang=de, field messages and unknown fields included', async () => {
    const res = await api.post('auth/register?lang=de', newAccount({ email: '', nickname: 'x' }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors.email).toEqual(['Bitte geben Sie Ihre E-Mail-Adresse ein']);
    expect(res.body.errors.nickname).toEqual(['Unbekanntes Feld: nickname']);
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('answers in German with Accept-Language: de-DE, and in French when it prefers French', async () => {
    const res = await api.post('auth/register', newAccount({ password: 'alllowercase1' }), de);
    expect(res.body.errors.password).toEqual(['Das Passwort muss Groß- und Kleinbuchstaben sowie eine Ziffer enthalten']);
    const fr = await api.get('users/me', { headers: { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.5' } });
    expect(fr.status).toBe(401);
    expect(fr.body).toEqual({ detail: 'Vous n’êtes pas connecté.', code: 'NOT_AUTHENTICATED' });
  });

  it('answers in English byte for byte without a language, with an unknown one, or when English is preferred', async () => {
    for (const options of [
      undefined,
      { headers: { 'accept-language': 'es-ES, it;q=0.8' } },
      { headers: { 'accept-language': 'en-GB,de;q=0.5' } },
    ]) {
      const res = await api.post('auth/register?lang=xx', newAccount({ email: '' }), options);
      expect(res.text).toBe(
        JSON.stringify({ detail: AUTH_MESSAGES.emailRequired, code: 'VALIDATION_ERROR', errors: { email: [AUTH_MESSAGES.emailRequired] } }),
      );
      expect(res.headers.vary ?? '').not.toContain('Accept-Language');
    }
    const guest = await api.get('users/me');
    expect(guest.body.detail).toBe(NOT_AUTHENTICATED_DETAIL);
  });

  it('takes ?lang out of a strict query, and says parameterized refusals in the language', async () => {
    const { access } = await signUpAndIn(api);
    const product = await createProduct(t.ctx.db, { stock: 3 });
    const res = await api.post('products/add-to-cart?lang=de', { product_id: String(product.id), quantity: 5 }, { token: access });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'OUT_OF_STOCK', detail: 'Nur noch 3 auf Lager.' });
    // The remove call's query is strict ({color, size}): lang is not an unknown field there.
    const removed = await api.delete(`products/remove-from-cart/${product.id}?lang=fr&size=`, { token: access });
    expect(removed.status).toBe(200);
  });

  it('says the messages of successful answers in the language', async () => {
    const fr = await api.post('newsletter/subscribe?lang=fr', { email: `fr-${Date.now()}@example.com` });
    expect(fr.status).toBeLessThan(300);
    expect(fr.body.message).toBe('Merci ! Consultez votre boîte de réception pour confirmer votre abonnement.');
    const en = await api.post('newsletter/subscribe', { email: `en-${Date.now()}@example.com` });
    expect(en.body.message).toBe(NEWSLETTER_MESSAGES.subscribeReceived);
  });

  it('says a malformed body and an address Fastify refuses in the language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login?lang=de',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(JSON.parse(res.body)).toEqual({ detail: 'Der Inhalt der Anfrage ist kein gültiges JSON.', code: 'BAD_REQUEST' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A?lang=fr' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).detail).toBe('Cette adresse n’est pas valide.');
  });
});
