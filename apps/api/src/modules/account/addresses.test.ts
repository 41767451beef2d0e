import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_MESSAGES } from '@shopwright/shared/tax';
import { ACCOUNT_MESSAGES as A, ADDRESS_MESSAGES as M, MAX_ADDRESSES } from '@shopwright/shared/account';
import { apiClient, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

const address = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Ada Lovelace',
  line1: '12 St James Square',
  city: 'London',
  postal_code: 'SW1Y 4JH',
  country: 'GB',
  ...overrides,
});

async function userWithAddresses(count: number) {
  const { access } = await signUpAndIn(api);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await api.post('users/me/addresses', address({ line1: `${i + 1} Main Street` }), { token: access });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return { access, ids };
}

const defaults = async (access: string) =>
  (await api.get('users/me/addresses', { token: access })).body
    .filter((a: { is_default: boolean }) => a.is_default)
    .map((a: { id: number }) => a.id);

describe('addresses of the signed-in user', () => {
  it('saves an address: optional fields blank become null, the country is upper-cased, the first is the default', async () => {
    const { access } = await signUpAndIn(api);
    const res = await api.post('users/me/addresses', address({ country: 'gb', line2: '  ', region: '', phone: '+44 20 7946 0958' }), {
      token: access,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...address(), line2: null, region: null, phone: '+44 20 7946 0958', is_default: true });
    expect(typeof res.body.id).toBe('number');
    const list = await api.get('users/me/addresses', { token: access });
    expect(list.body).toEqual([res.body]);
  });

  it.each([
    ['full_name', '', M.fullNameRequired],
    ['full_name', 'x'.repeat(101), M.fullNameTooLong],
    ['line1', ' ', M.line1Required],
    ['line2', 'x'.repeat(201), M.lineTooLong],
    ['city', '', M.cityRequired],
    ['postal_code', '', M.postalCodeRequired],
    ['postal_code', '12#45', M.postalCodeInvalid],
    ['postal_code', '1'.repeat(13), M.postalCodeInvalid],
    ['country', '', M.countryRequired],
    ['country', 'XX', M.countryInvalid],
    ['country', 'GBR', M.countryInvalid],
    ['phone', 'call me', M.phoneInvalid],
    ['is_default', 'yes', M.isDefaultInvalid],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const { access } = await signUpAndIn(api);
    const res = await api.post('users/me/addresses', address({ [field]: value }), { token: access });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
    expect((await api.get('users/me/addresses', { token: access })).body).toEqual([]);
  });

  it("keeps a business's company and VAT number; an EU VAT number must fit its country's format", async () => {
    const { access } = await signUpAndIn(api);
    const saved = await api.post('users/me/addresses', address({ country: 'IT', company: ' ACME S.r.l. ', vat_id: 'it 007.431.101-57' }), {
      token: access,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ company: 'ACME S.r.l.', vat_id: 'IT00743110157' });
    const wrong = await api.post('users/me/addresses', address({ country: 'IT', vat_id: 'DE136695976' }), { token: access });
    expect([wrong.status, wrong.body.errors?.vat_id]).toEqual([400, [TAX_MESSAGES.vatIdInvalid]]);
    const moved = await api.patch(`users/me/addresses/${saved.body.id}`, { country: 'FR' }, { token: access });
    expect([moved.status, moved.body.errors?.vat_id]).toEqual([400, [TAX_MESSAGES.vatIdInvalid]]);
    expect(
      (await api.patch(`users/me/addresses/${saved.body.id}`, { country: 'FR', vat_id: 'FR40303265045' }, { token: access })).body.vat_id,
    ).toBe('FR40303265045');
  });

  it('refuses missing required fields, unknown fields and wrong types', async () => {
    const { access } = await signUpAndIn(api);
    const { city: _city, ...noCity } = address();
    const missing = await api.post('users/me/addresses', noCity, { token: access });
    expect(missing.body.errors.city).toEqual([M.cityRequired]);
    const unknown = await api.post('users/me/addresses', address({ user_id: 1 }), { token: access });
    expect(unknown.body.errors.user_id).toEqual(['Unknown field: user_id']);
    const wrongType = await api.post('users/me/addresses', address({ line1: 7 }), { token: access });
    expect(wrongType.status).toBe(400);
    const badId = await api.patch('users/me/addresses/abc', { city: 'Paris' }, { token: access });
    expect(badId.status).toBe(400);
    const hugeId = await api.delete('users/me/addresses/99999999999', { token: access });
    expect(hugeId.status).toBe(400);
  });

  it('keeps one default: a new default unsets the other', async () => {
    const { access, ids } = await userWithAddresses(2);
    expect(await defaults(access)).toEqual([ids[0]]);
    const third = await api.post('users/me/addresses', address({ is_default: true }), { token: access });
    expect(await defaults(access)).toEqual([third.body.id]);
    const patched = await api.patch(`users/me/addresses/${ids[1]}`, { is_default: true }, { token: access });
    expect(patched.body.is_default).toBe(true);
    expect(await defaults(access)).toEqual([ids[1]]);
    const list = (await api.get('users/me/addresses', { token: access })).body;
    expect(list[0].id).toBe(ids[1]);
  });

  it('changes some fields and keeps the others', async () => {
    const { access, ids } = await userWithAddresses(1);
    const res = await api.patch(`users/me/addresses/${ids[0]}`, { city: 'Paris', country: 'fr', phone: null }, { token: access });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ city: 'Paris', country: 'FR', line1: '1 Main Street', is_default: true });
    const bad = await api.patch(`users/me/addresses/${ids[0]}`, { country: 'ZZ' }, { token: access });
    expect(bad.body.errors.country).toEqual([M.countryInvalid]);
  });

  it('passes the default on when it is unset, and a lone address stays the default', async () => {
    const { access, ids } = await userWithAddresses(3);
    await api.patch(`users/me/addresses/${ids[0]}`, { is_default: false }, { token: access });
    expect(await defaults(access)).toEqual([ids[2]]);
    const lone = await userWithAddresses(1);
    const res = await api.patch(`users/me/addresses/${lone.ids[0]}`, { is_default: false }, { token: lone.access });
    expect(res.body.is_default).toBe(true);
  });

  it('promotes another address when the default is deleted', async () => {
    const { access, ids } = await userWithAddresses(3);
    const res = await api.delete(`users/me/addresses/${ids[0]}`, { token: access });
    expect(res.status).toBe(204);
    expect(await defaults(access)).toEqual([ids[2]]);
    await api.delete(`users/me/addresses/${ids[1]}`, { token: access });
    expect(await defaults(access)).toEqual([ids[2]]);
    await api.delete(`users/me/addresses/${ids[2]}`, { token: access });
    expect((await api.get('users/me/addresses', { token: access })).body).toEqual([]);
  });

  it("does not show, change or delete another user's addresses (404)", async () => {
    const owner = await userWithAddresses(1);
    const { access } = await signUpAndIn(api);
    expect((await api.get('users/me/addresses', { token: access })).body).toEqual([]);
    const patch = await api.patch(`users/me/addresses/${owner.ids[0]}`, { city: 'Hacked' }, { token: access });
    expect(patch.status).toBe(404);
    expect(patch.body).toEqual({ detail: A.addressNotFound, code: 'NOT_FOUND' });
    expect((await api.delete(`users/me/addresses/${owner.ids[0]}`, { token: access })).status).toBe(404);
    const still = (await api.get('users/me/addresses', { token: owner.access })).body;
    expect(still).toHaveLength(1);
    expect(still[0].city).toBe('London');
  });

  it(`refuses more than ${MAX_ADDRESSES} addresses with 409`, async () => {
    const { access } = await userWithAddresses(MAX_ADDRESSES);
    const res = await api.post('users/me/addresses', address(), { token: access });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: A.addressLimit(MAX_ADDRESSES), code: 'CONFLICT' });
  });

  it('keeps one default when two first addresses are saved at once', async () => {
    const { access } = await signUpAndIn(api);
    const both = await Promise.all(
      [1, 2].map((i) => api.post('users/me/addresses', address({ line1: `${i} Race Road` }), { token: access })),
    );
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(await defaults(access)).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    expect((await api.get('users/me/addresses')).status).toBe(401);
    expect((await api.post('users/me/addresses', address())).status).toBe(401);
  });
});
