import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shopwright/shared/auth';
import { SETTINGS_MESSAGES as M } from '@shopwright/shared/settings';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { getSettings } from '../settings/settings.service';
import { signInAdmin, type SignedIn } from './admin.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let token: { token: string };

beforeAll(async () => {
  t = await createTestApp({ shopName: 'Test Shop' });
  api = apiClient(t.app);
  admin = await signInAdmin(t);
  token = { token: admin.access };
});
afterAll(() => t.close());

const DEFAULTS = {
  shop_name: 'Test Shop',
  contact_email: 'support@shopwright.example',
  contact_phone: '+1 (555) 010-0199',
  contact_address: '100 Market Street, San Francisco, CA 94105',
  currency: 'USD',
  tax_rate: 8.25,
  shipping: { standard: 4.99, express: 14.99, free_shipping_threshold: 50 },
  pay_later_enabled: true,
  prices_include_tax: false,
  default_destination: { country: 'US', region: null, postcode: null },
  cross_border_prices: 'same_gross',
  shop_country: 'US',
  vat_id: null,
  reverse_charge: false,
  return_window_days: 30,
};

const full = (overrides: Record<string, unknown> = {}) => ({ ...DEFAULTS, ...overrides });

describe('shop settings', () => {
  it('starts with the defaults, public without signing in', async () => {
    const pub = await api.get('settings');
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual(DEFAULTS);
    const adminView = await api.get('admin/settings', token);
    expect(adminView.body).toEqual({ ...DEFAULTS, updated_at: null });
  });

  it('rejects bad input with field errors and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [full({ tax_rate: 50.01 }), 'tax_rate', M.taxRateRange],
      [full({ tax_rate: -1 }), 'tax_rate', M.taxRateRange],
      [full({ tax_rate: 8.255 }), 'tax_rate', M.taxRateDecimals],
      [full({ tax_rate: '8' }), 'tax_rate', M.taxRateInvalid],
      [full({ shipping: { standard: -1, express: 14.99, free_shipping_threshold: 50 } }), 'shipping.standard', M.amountNegative],
      [full({ shipping: { standard: 4.999, express: 14.99, free_shipping_threshold: 50 } }), 'shipping.standard', M.amountDecimals],
      [full({ shipping: { standard: 4.99, express: 100_000.01, free_shipping_threshold: 50 } }), 'shipping.express', M.amountTooLarge],
      [full({ shipping: { standard: 4.99, express: 14.99, free_shipping_threshold: 50, pickup: 0 } }), 'pickup', 'Unknown field: pickup'],
      [full({ contact_email: 'not-an-email' }), 'contact_email', AUTH_MESSAGES.emailInvalid],
      [full({ contact_phone: 'call me' }), 'contact_phone', M.phoneInvalid],
      [full({ shop_name: '   ' }), 'shop_name', M.shopNameRequired],
      [full({ shop_name: 'x'.repeat(61) }), 'shop_name', M.shopNameTooLong],
      [full({ currency: 'XYZ' }), 'currency', M.currencyInvalid],
      [full({ pay_later_enabled: 'yes' }), 'pay_later_enabled', M.payLaterInvalid],
      [full({ colour: 'blue' }), 'colour', 'Unknown field: colour'],
      [{ shop_name: 'Only this' }, 'contact_email', AUTH_MESSAGES.emailRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.put('admin/settings', body, token);
      expect({ field, status: res.status, errors: res.body.errors?.[field] }).toEqual({ field, status: 400, errors: [message] });
    }
    expect((await api.patch('admin/settings', { tax_rate: 51 }, token)).status).toBe(400);
    expect((await api.patch('admin/settings', { shipping: { express: -0.01 } }, token)).status).toBe(400);
    expect((await api.get('settings')).body).toEqual(DEFAULTS);
    expect((await api.get('admin/audit-log?action=settings.update', token)).body.count).toBe(0);
  });

  it('saves everything with PUT; the public settings and the service show it at once', async () => {
    const next = full({
      shop_name: '  Corner Store ',
      currency: 'EUR',
      tax_rate: 19,
      shipping: { standard: 3.5, express: 9.95, free_shipping_threshold: null },
      pay_later_enabled: false,
    });
    await getSettings(t.ctx);
    const res = await api.put('admin/settings', next, token);
    expect(res.status).toBe(200);
    const expected = { ...next, shop_name: 'Corner Store' };
    expect(res.body).toEqual({ ...expected, updated_at: expect.any(String) });
    expect((await api.get('settings')).body).toEqual(expected);
    expect(await getSettings(t.ctx)).toMatchObject({ currency: 'EUR', pay_later_enabled: false });
  });

  it('writes the tax rate and shipping shortcuts to the rate and the methods they stand for, in basis points and cents', async () => {
    await api.patch('admin/settings', { tax_rate: 8.25, shipping: { standard: 4.99, free_shipping_threshold: 75.5 } }, token);
    const rates = await t.ctx.db.selectFrom('tax_rates').select(['category', 'rate_millis']).execute();
    expect(rates).toEqual([{ category: 'standard', rate_millis: 8250 }]);
    const methods = await t.ctx.db
      .selectFrom('shipping_methods as m')
      .innerJoin('shipping_rates as r', 'r.method_id', 'm.id')
      .select(['m.code', 'm.free_from', 'r.price'])
      .orderBy('m.id')
      .execute();
    expect(methods).toEqual([
      { code: 'standard', free_from: 7550, price: 499 },
      { code: 'express', free_from: null, price: 995 },
    ]);
    expect((await api.get('admin/tax-rates', token)).body).toMatchObject([{ zone: 'everywhere', category: 'standard', rate: 8.25 }]);
    const rows = await t.ctx.db.selectFrom('settings').select(['key', 'value', 'updated_by']).execute();
    expect(Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]))).toMatchObject({ currency: 'EUR' });
    expect(rows.every((r) => r.updated_by === admin.id)).toBe(true);
  });

  it('changes only the fields a PATCH names, and audits them with before and after', async () => {
    const before = (await api.get('settings')).body;
    const res = await api.patch('admin/settings', { contact_phone: '+44 20 7946 0958', shipping: { express: 12 } }, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...before, contact_phone: '+44 20 7946 0958', shipping: { ...before.shipping, express: 12 } });
    const log = await api.get('admin/audit-log?action=settings.update', token);
    expect(log.body.results[0]).toMatchObject({
      action: 'settings.update',
      entity: 'settings',
      entity_id: null,
      actor: { id: admin.id, email: admin.email },
      before: { contact_phone: before.contact_phone, 'shipping.express': before.shipping.express },
      after: { contact_phone: '+44 20 7946 0958', 'shipping.express': 12 },
    });
  });

  it('writes nothing when nothing changes', async () => {
    const count = async () => (await api.get('admin/audit-log?action=settings.update', token)).body.count;
    const n = await count();
    const current = (await api.get('settings')).body;
    expect((await api.put('admin/settings', current, token)).status).toBe(200);
    expect((await api.patch('admin/settings', {}, token)).status).toBe(200);
    expect(await count()).toBe(n);
  });

  it('falls back to the default for a stored value it cannot read', async () => {
    await t.ctx.db.updateTable('settings').set({ value: '"oops"' }).where('key', '=', 'pay_later_enabled').execute();
    await api.patch('admin/settings', { shop_name: 'Reloaded' }, token);
    expect((await api.get('settings')).body).toMatchObject({ shop_name: 'Reloaded', pay_later_enabled: true, tax_rate: 8.25 });
  });
});
