import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_MESSAGES as M } from '@shopwright/shared/markets';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin, signInCustomer, type SignedIn } from '../admin/admin.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const as = (token = admin.access) => ({ token });
const euro = {
  code: 'eu',
  name: 'Europe',
  countries: ['de', 'FR', 'AT'],
  currency: 'eur',
  languages: ['de', 'FR', 'en'],
  path: '/eu',
  exchange_rate: 0.92,
  rounding: '0.99',
  active: true,
};

describe('markets (admin)', () => {
  it('starts with the primary market: United States, USD, English, path /', async () => {
    const res = await api.get('admin/markets', as());
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { code: 'us', name: 'United States', countries: [], currency: 'USD', languages: ['en'], path: '/', exchange_rate: 1, rounding: 'none', active: true, primary: true, created_at: expect.any(String), updated_at: expect.any(String) },
    ]);
  }); // prettier-ignore

  it('creates, reads, changes and deletes a market, audited', async () => {
    const created = await api.post('admin/markets', euro, as());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'eu', countries: ['AT', 'DE', 'FR'], currency: 'EUR', languages: ['de', 'fr', 'en'], path: '/eu', exchange_rate: 0.92, rounding: '0.99', active: true, primary: false });
    expect((await api.post('admin/markets', { ...euro, countries: [], path: '/eu2' }, as())).status).toBe(409);
    expect((await api.get('admin/markets/eu', as())).body.name).toBe('Europe');
    const changed = await api.patch('admin/markets/eu', { code: 'eu', name: 'Euro zone', countries: ['DE', 'NL'], exchange_rate: 0.915, languages: ['de-DE', 'en'] }, as());
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Euro zone', countries: ['DE', 'NL'], exchange_rate: 0.915, languages: ['de-DE', 'en'], currency: 'EUR' });
    expect((await api.get('admin/markets', as())).body.map((m: { code: string }) => m.code)).toEqual(['us', 'eu']);
    const audit = await api.get('admin/audit-log?action=market.write', as());
    expect(audit.body.results[0]).toMatchObject({ action: 'market.write', entity: 'market', entity_id: 'eu', actor: { id: admin.id } });
    expect((await api.delete('admin/markets/eu', as())).status).toBe(204);
    expect((await api.get('admin/markets/eu', as())).status).toBe(404);
    expect((await api.delete('admin/markets/eu', as())).status).toBe(404);
  }); // prettier-ignore

  it.each([
    ['code', { code: 'E' }, M.codeInvalid],
    ['code', { code: 'e u' }, M.codeInvalid],
    ['name', { name: '' }, M.nameRequired],
    ['currency', { currency: 'EURO' }, M.currencyInvalid],
    ['currency', { currency: 'XYZ' }, M.currencyInvalid],
    ['currency', { currency: 'XAU' }, M.currencyInvalid],
    ['languages', { languages: [] }, M.languagesRequired],
    ['languages.1', { languages: ['de', 'xx'] }, M.languageInvalid],
    ['languages.0', { languages: ['e_n'] }, M.languageInvalid],
    ['languages.1', { languages: ['de', 'DE'] }, M.languageRepeated],
    ['countries.1', { countries: ['DE', 'XX'] }, M.countryInvalid],
    ['countries.1', { countries: ['DE', 'de'] }, M.countryRepeated],
    ['path', { path: 'de' }, M.pathInvalid],
    ['path', { path: '/de/x' }, M.pathInvalid],
    ['path', { path: '/products' }, M.pathReserved],
    ['path', { path: '/api' }, M.pathReserved],
    ['path', { path: '/account' }, M.pathReserved],
    ['path', { path: '/admin' }, M.pathReserved],
    ['path', { path: '/' }, M.pathTaken('us')],
    ['exchange_rate', { exchange_rate: 0 }, M.rateInvalid],
    ['exchange_rate', { exchange_rate: -0.92 }, M.rateInvalid],
    ['exchange_rate', { exchange_rate: 2_000_000 }, M.rateInvalid],
    ['exchange_rate', { exchange_rate: '0.92' }, M.rateInvalid],
    ['exchange_rate', { exchange_rate: 0.123456789 }, M.rateDecimals],
    ['rounding', { rounding: '0.9' }, M.roundingInvalid],
    ['active', { active: 'yes' }, M.activeInvalid],
  ])('refuses a bad %s: 400 with the field message', async (field, change, message) => {
    const res = await api.post('admin/markets', { ...euro, code: 'bad', path: '/bad', countries: [], ...change }, as());
    expect({ status: res.status, errors: res.body.errors?.[field] }).toEqual({ status: 400, errors: [message] });
  });

  it('refuses a country another market has (naming it) and a path another market uses', async () => {
    expect((await api.post('admin/markets', { ...euro, countries: ['DE'] }, as())).status).toBe(201);
    const taken = await api.post('admin/markets', { ...euro, code: 'dach', path: '/dach', countries: ['CH', 'DE'] }, as());
    expect({ status: taken.status, errors: taken.body.errors }).toEqual({
      status: 400,
      errors: { 'countries.1': [M.countryTaken('DE', 'eu')] },
    });
    const path = await api.post('admin/markets', { ...euro, code: 'dach', path: '/eu', countries: ['CH'] }, as());
    expect(path.body.errors).toEqual({ path: [M.pathTaken('eu')] });
    // With other errors, a taken country and path are reported beside them in the same 400.
    const several = await api.post(
      'admin/markets',
      { ...euro, code: 'dach', path: '/EU', currency: 'XXX', countries: ['ch', 'ZZ', 'de'], exchange_rate: 0 },
      as(),
    );
    expect({ status: several.status, errors: several.body.errors }).toEqual({
      status: 400,
      errors: {
        currency: [M.currencyInvalid],
        'countries.1': [M.countryInvalid],
        exchange_rate: [M.rateInvalid],
        'countries.2': [M.countryTaken('DE', 'eu')],
        path: [M.pathTaken('eu')],
      },
    });
    expect((await api.post('admin/markets', { ...euro, code: 'ch', path: '/ch', countries: ['CH'] }, as())).status).toBe(201);
    const patched = await api.patch('admin/markets/ch', { countries: ['CH', 'DE'], rounding: 'up' }, as());
    expect(patched.body.errors).toEqual({ rounding: [M.roundingInvalid], 'countries.1': [M.countryTaken('DE', 'eu')] });
    // Its own countries are never "taken".
    expect((await api.patch('admin/markets/ch', { countries: ['CH'], rounding: 'up' }, as())).body.errors).toEqual({
      rounding: [M.roundingInvalid],
    });
    await api.delete('admin/markets/ch', as());
    expect((await api.patch('admin/markets/eu', { countries: ['DE', 'AT'] }, as())).status).toBe(200);
    expect((await api.patch('admin/markets/eu', { code: 'other' }, as())).body.errors).toEqual({ code: [M.codeFixed] });
    expect((await api.patch('admin/markets/nope', { name: 'x' }, as())).status).toBe(404);
    await api.delete('admin/markets/eu', as());
  });

  it("protects the primary market: no delete (409), its currency and path stay, it stays active", async () => {
    const del = await api.delete('admin/markets/us', as());
    expect([del.status, del.body.detail]).toEqual([409, M.primaryDelete]);
    expect((await api.patch('admin/markets/us', { currency: 'EUR' }, as())).body.errors).toEqual({ currency: [M.primaryFixed] });
    expect((await api.patch('admin/markets/us', { path: '/us' }, as())).body.errors).toEqual({ path: [M.primaryFixed] });
    expect((await api.patch('admin/markets/us', { active: false }, as())).body.errors).toEqual({ active: [M.primaryActive] });
    // Sending them unchanged (a whole form) is fine.
    const same = await api.patch('admin/markets/us', { code: 'us', name: 'USA', currency: 'USD', path: '/', languages: ['en', 'es'], countries: ['US'] }, as());
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ name: 'USA', currency: 'USD', path: '/', languages: ['en', 'es'], countries: ['US'], primary: true });
    await api.patch('admin/markets/us', { name: 'United States', languages: ['en'], countries: [] }, as());
  }); // prettier-ignore

  it('refuses customers and guests, and lets an API token with settings:write in', async () => {
    const customer = await signInCustomer(api);
    expect((await api.get('admin/markets', as(customer.access))).status).toBe(403);
    expect((await api.get('admin/markets')).status).toBe(401);
    const token = (await api.post('admin/api-tokens', { name: 'Markets tool', scopes: ['settings:write'] }, as())).body.token;
    expect((await api.get('admin/markets', as(token))).status).toBe(200);
    expect(
      (await api.post('admin/markets', { ...euro, code: 'uk', path: '/uk', currency: 'GBP', countries: ['GB'] }, as(token))).status,
    ).toBe(201);
    const readOnly = (await api.post('admin/api-tokens', { name: 'Catalog', scopes: ['products:read'] }, as())).body.token;
    expect((await api.get('admin/markets', as(readOnly))).status).toBe(403);
    await api.delete('admin/markets/uk', as());
  });
});

describe('GET markets (public)', () => {
  it('lists the active markets for the picker, cacheable, and follows changes', async () => {
    await api.post('admin/markets', { ...euro, countries: ['DE'] }, as());
    await api.post('admin/markets', { ...euro, code: 'jp', name: 'Japan', currency: 'JPY', languages: ['ja'], path: '/jp', exchange_rate: 151.37, rounding: 'none', countries: ['JP'], active: false }, as());
    const res = await api.get('markets');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    expect(res.body).toEqual([
      { code: 'us', name: 'United States', currency: 'USD', languages: ['en'], path: '/', countries: [], primary: true },
      { code: 'eu', name: 'Europe', currency: 'EUR', languages: ['de', 'fr', 'en'], path: '/eu', countries: ['DE'], primary: false },
    ]);
    await api.patch('admin/markets/jp', { active: true }, as());
    expect((await api.get('markets')).body.map((m: { code: string }) => m.code)).toEqual(['us', 'eu', 'jp']);
  }); // prettier-ignore
});
