import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '@shopwright/shared/text';
import { apiClient, newAccount, signUpAndIn, type ApiClient } from '../../test/api-client';
import { seedSmallCatalog } from '../../test/catalog-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAdmin } from '../modules/admin/admin.fixtures';
import { productPayload } from '../modules/admin/products/admin-products.fixtures';

// On PostgreSQL a NUL byte in stored text was a 500 ("invalid byte sequence for encoding UTF8");
// on SQLite it was stored. Every text field now refuses control characters with a field message.
let t: TestApp;
let api: ApiClient;
let lamp: number;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  lamp = (await seedSmallCatalog(t.database.db))['Nordhem Table Lamp']!;
});
afterAll(() => t.close());

const refused = (res: { status: number; body: { code: string; errors?: Record<string, string[]> } }, field: string) => {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('VALIDATION_ERROR');
  expect(res.body.errors?.[field]).toEqual([CONTROL_CHARACTERS_MESSAGE]);
};

describe('control characters in text fields', () => {
  it('refuses NUL and other control characters in sign-up, and stores nothing', async () => {
    const account = newAccount({ first_name: 'Ada\u0000' });
    refused(await api.post('auth/register', account), 'first_name');
    refused(await api.post('auth/register', newAccount({ last_name: 'Lo\u001bvelace' })), 'last_name');
    const users = await t.ctx.db.selectFrom('users').select('id').where('email', '=', account.email.toLowerCase()).execute();
    expect(users).toEqual([]);
  });

  it('refuses them in the profile, addresses, tickets and reviews; tabs and line breaks pass', async () => {
    const me = await signUpAndIn(api);
    const as = { token: me.access };
    refused(await api.patch('users/me', { first_name: 'Eve\u0000' }, as), 'first_name');
    const address = { full_name: 'Ann Lee', line1: 'Main Street 1', city: 'Berlin', postal_code: '10115', country: 'DE' };
    refused(await api.post('users/me/addresses', { ...address, line1: 'Main\u0000Street' }, as), 'line1');
    expect((await api.post('users/me/addresses', address, as)).status).toBe(201);
    refused(
      await api.post('support/tickets', { inquiry_type: 'order', subject: 'Where\u0007', message: 'My order is late' }, as),
      'subject',
    );
    const ticket = await api.post(
      'support/tickets',
      { inquiry_type: 'order', subject: 'Where is it', message: 'Line one\nline\ttwo\r\nthree' },
      as,
    );
    expect(ticket.status).toBe(201);
    refused(await api.post(`products/${lamp}/reviews`, { rating: 5, title: 'Nice', body: 'Warm\u0000light' }, as), 'body');
  });

  it('refuses them in admin product fields and in query strings', async () => {
    const admin = await signInAdmin(t);
    const as = { token: admin.access };
    refused(await api.post('admin/products', productPayload({ description: 'Bright\u0000' }), as), 'description');
    const search = await api.get(`products?search=${encodeURIComponent('lamp\u0000')}`);
    refused(search, 'search');
  });
});
