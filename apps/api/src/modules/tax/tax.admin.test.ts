import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_MESSAGES as M } from '@shopwright/shared/tax';
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

describe('zones, tax categories and rates (admin)', () => {
  it("keeps today's shop after the migration: zone everywhere, one 8.25 % standard rate, Standard and Express", async () => {
    expect((await api.get('admin/zones', as())).body).toMatchObject([{ code: 'everywhere', members: [{ country: '*' }], priority: 0 }]);
    expect((await api.get('admin/tax-categories', as())).body).toEqual([{ code: 'standard', name: 'Standard' }]);
    expect((await api.get('admin/tax-rates', as())).body).toEqual([
      { id: expect.any(Number), name: 'Tax', zone: 'everywhere', category: 'standard', rate: 8.25, starts_on: null, ends_on: null },
    ]);
    expect((await api.get('admin/shipping-methods', as())).body).toEqual([
      { code: 'standard', name: 'Standard', estimate: '3-5 business days', zone: 'everywhere', tax_category: 'standard', active: true, free_from: 50, rates: [{ price: 4.99, min_subtotal: null, max_subtotal: null, min_weight: null, max_weight: null }] },
      { code: 'express', name: 'Express', estimate: '1-2 business days', zone: 'everywhere', tax_category: 'standard', active: true, free_from: null, rates: [{ price: 14.99, min_subtotal: null, max_subtotal: null, min_weight: null, max_weight: null }] },
    ]); // prettier-ignore
  });

  it('creates, reads, changes and deletes a zone with regions and postcode prefixes', async () => {
    const body = { code: 'NYC', name: 'New York City', members: [{ country: 'us', region: 'ny', postcode: '100*' }, { country: 'US', region: 'NY', postcode: '11201' }], priority: -1 };
    const created = await api.post('admin/zones', body, as());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'nyc', members: [{ country: 'US', region: 'NY', postcode: '100*' }, { country: 'US', region: 'NY', postcode: '11201' }], priority: -1 });
    expect((await api.post('admin/zones', body, as())).status).toBe(409);
    const changed = await api.patch('admin/zones/nyc', { name: 'NYC', members: [{ country: 'US', region: 'NY' }] }, as());
    expect(changed.body).toMatchObject({ code: 'nyc', name: 'NYC', members: [{ country: 'US', region: 'NY' }], priority: -1 });
    expect((await api.get('admin/zones/nyc', as())).body.name).toBe('NYC');
    expect((await api.delete('admin/zones/nyc', as())).status).toBe(204);
    expect((await api.get('admin/zones/nyc', as())).status).toBe(404);
  }); // prettier-ignore

  it('refuses to delete a zone a rate or a shipping method uses: 409 ZONE_IN_USE', async () => {
    await api.post('admin/zones', { code: 'fr', name: 'France', members: [{ country: 'FR' }] }, as());
    const rate = await api.post('admin/tax-rates', { name: 'TVA', zone: 'fr', category: 'standard', rate: 20 }, as());
    expect(rate.status).toBe(201);
    const used = await api.delete('admin/zones/fr', as());
    expect([used.status, used.body.code, used.body.detail]).toEqual([409, 'ZONE_IN_USE', M.zoneInUse]);
    expect((await api.delete(`admin/tax-rates/${rate.body.id}`, as())).status).toBe(204);
    const method = await api.post(
      'admin/shipping-methods',
      { code: 'colissimo', name: 'Colissimo', zone: 'fr', rates: [{ price: 6.5 }] },
      as(),
    );
    expect(method.status).toBe(201);
    expect((await api.delete('admin/zones/fr', as())).body.code).toBe('ZONE_IN_USE');
    expect((await api.delete('admin/shipping-methods/colissimo', as())).status).toBe(204);
    expect((await api.delete('admin/zones/fr', as())).status).toBe(204);
  });

  it('manages tax categories; standard always stays, a used one cannot go', async () => {
    expect((await api.post('admin/tax-categories', { code: 'reduced', name: 'Reduced' }, as())).status).toBe(201);
    expect((await api.patch('admin/tax-categories/reduced', { name: 'Books and food' }, as())).body).toEqual({
      code: 'reduced',
      name: 'Books and food',
    });
    const rate = await api.post('admin/tax-rates', { name: 'Reduced', zone: 'everywhere', category: 'reduced', rate: 5.5 }, as());
    expect((await api.delete('admin/tax-categories/reduced', as())).status).toBe(409);
    await api.delete(`admin/tax-rates/${rate.body.id}`, as());
    expect((await api.delete('admin/tax-categories/reduced', as())).status).toBe(204);
    const standard = await api.delete('admin/tax-categories/standard', as());
    expect([standard.status, standard.body.detail]).toEqual([409, M.categoryStandard]);
  });

  it('keeps dated rates apart: overlapping days for one zone and category are a 400', async () => {
    await api.post('admin/zones', { code: 'de', name: 'Germany', members: [{ country: 'DE' }] }, as());
    const old = await api.post('admin/tax-rates', { name: 'MwSt', zone: 'de', category: 'standard', rate: 16, starts_on: '2020-07-01', ends_on: '2020-12-31' }, as());
    expect(old.status).toBe(201);
    const now = await api.post('admin/tax-rates', { name: 'MwSt', zone: 'de', category: 'standard', rate: 19, starts_on: '2021-01-01' }, as());
    expect(now.body).toMatchObject({ rate: 19, starts_on: '2021-01-01', ends_on: null });
    const overlap = await api.post('admin/tax-rates', { name: 'MwSt', zone: 'de', category: 'standard', rate: 7, starts_on: '2020-12-31', ends_on: '2021-01-01' }, as());
    expect([overlap.status, overlap.body.errors.starts_on]).toEqual([400, [M.ratesOverlap]]);
    const moved = await api.patch(`admin/tax-rates/${old.body.id}`, { ends_on: '2021-01-05' }, as());
    expect([moved.status, moved.body.errors.starts_on]).toEqual([400, [M.ratesOverlap]]);
    expect((await api.patch(`admin/tax-rates/${old.body.id}`, { rate: 16.5 }, as())).body.rate).toBe(16.5);
  }); // prettier-ignore

  it.each([
    ['an unknown country', 'admin/zones', { code: 'x1', name: 'X', members: [{ country: 'XX' }] }, 'members.0.country', M.countryInvalid],
    ['a region not of its country', 'admin/zones', { code: 'x2', name: 'X', members: [{ country: 'US', region: 'BY' }] }, 'members.0.region', M.regionInvalid('US')],
    ['a malformed postcode pattern', 'admin/zones', { code: 'x3', name: 'X', members: [{ country: 'US', postcode: '1*0' }] }, 'members.0.postcode', M.postcodeInvalid],
    ['no members', 'admin/zones', { code: 'x4', name: 'X', members: [] }, 'members', M.membersRequired],
    ['a rate above 100', 'admin/tax-rates', { name: 'X', zone: 'everywhere', category: 'standard', rate: 100.5, starts_on: '2030-01-01' }, 'rate', M.rateRange],
    ['a rate below 0', 'admin/tax-rates', { name: 'X', zone: 'everywhere', category: 'standard', rate: -1 }, 'rate', M.rateRange],
    ['a rate with 4 decimals', 'admin/tax-rates', { name: 'X', zone: 'everywhere', category: 'standard', rate: 8.1234 }, 'rate', M.rateDecimals],
    ['an end before the start', 'admin/tax-rates', { name: 'X', zone: 'everywhere', category: 'standard', rate: 5, starts_on: '2030-02-01', ends_on: '2030-01-01' }, 'ends_on', M.datesOrder],
    ['a date that does not exist', 'admin/tax-rates', { name: 'X', zone: 'everywhere', category: 'standard', rate: 5, starts_on: '2030-02-30' }, 'starts_on', M.dateInvalid],
    ['an unknown zone', 'admin/tax-rates', { name: 'X', zone: 'mars', category: 'standard', rate: 5 }, 'zone', M.zoneUnknown],
    ['an unknown category', 'admin/tax-rates', { name: 'X', zone: 'everywhere', category: 'luxury', rate: 5 }, 'category', M.categoryUnknown],
    ['a shipping method in an unknown zone', 'admin/shipping-methods', { code: 'm1', name: 'M', zone: 'mars', rates: [{ price: 1 }] }, 'zone', M.zoneUnknown],
    ['a shipping rate with 3 decimals', 'admin/shipping-methods', { code: 'm2', name: 'M', zone: 'everywhere', rates: [{ price: 1.005 }] }, 'rates.0.price', M.amountDecimals],
    ['a weight range upside down', 'admin/shipping-methods', { code: 'm3', name: 'M', zone: 'everywhere', rates: [{ price: 1, min_weight: 500, max_weight: 100 }] }, 'rates.0.max_weight', M.rangeOrder],
    ['a shop VAT number in the wrong shape', 'admin/settings', { vat_id: 'not a vat id!' }, 'vat_id', M.vatIdInvalid],
    ['a default destination in no country', 'admin/settings', { default_destination: { country: 'QQ' } }, 'default_destination.country', M.countryInvalid],
    ['a default region not of its country', 'admin/settings', { default_destination: { country: 'FR', region: 'NY' } }, 'default_destination.region', M.regionInvalid('FR')],
    ["a shop VAT number not of the shop's country", 'admin/settings', { shop_country: 'DE', vat_id: 'FR40303265045' }, 'vat_id', M.vatIdInvalid],
  ])('answers 400 with a field message for %s, never a 500', async (_, path, body, field, message) => {
    const res = path === 'admin/settings' ? await api.patch(path, body, as()) : await api.post(path, body, as());
    expect({ status: res.status, errors: res.body.errors?.[field] }).toEqual({ status: 400, errors: [message] });
  }); // prettier-ignore

  it('refuses customers and guests, and lets an API token with settings:write in', async () => {
    const customer = await signInCustomer(api);
    expect((await api.get('admin/zones', as(customer.access))).status).toBe(403);
    expect((await api.get('admin/tax-rates')).status).toBe(401);
    const token = (await api.post('admin/api-tokens', { name: 'Tax tool', scopes: ['settings:write'] }, as())).body.token;
    expect((await api.get('admin/zones', as(token))).status).toBe(200);
    expect((await api.post('admin/tax-categories', { code: 'zero', name: 'Zero rated' }, as(token))).status).toBe(201);
    const readOnly = (await api.post('admin/api-tokens', { name: 'Catalog', scopes: ['products:read'] }, as())).body.token;
    expect((await api.get('admin/zones', as(readOnly))).status).toBe(403);
  });

  it('audits every change', async () => {
    await api.post('admin/zones', { code: 'audited', name: 'Audited', members: [{ country: 'BE' }] }, as());
    const log = await api.get('admin/audit-log?action=zone.write', as());
    expect(log.body.results[0]).toMatchObject({ action: 'zone.write', entity: 'zone', entity_id: 'audited', actor: { id: admin.id } });
  });
});
