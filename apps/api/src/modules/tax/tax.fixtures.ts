import type { ApiClient } from '../../../test/api-client';

/** A shop established in France selling across the EU and to New York, prices entered with French VAT (tests and the browser test). */
export const EU_ZONES = [
  { code: 'fr', name: 'France', members: [{ country: 'FR' }], rate: 20 },
  { code: 'de', name: 'Germany', members: [{ country: 'DE' }], rate: 19 },
  { code: 'it', name: 'Italy', members: [{ country: 'IT' }], rate: 22 },
  { code: 'us-ny', name: 'New York', members: [{ country: 'US', region: 'NY' }], rate: 8.875 },
];

/** Sets the shop up as `EU_ZONES` says through the admin API; `crossBorder` picks how gross prices travel. */
export async function euShop(api: ApiClient, token: string, crossBorder: 'same_gross' | 'same_net' = 'same_gross'): Promise<void> {
  const ok = (res: { status: number; text: string }, what: string) => {
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
  };
  for (const zone of EU_ZONES) {
    const existing = await api.get(`admin/zones/${zone.code}`, { token });
    if (existing.status === 404)
      ok(await api.post('admin/zones', { code: zone.code, name: zone.name, members: zone.members }, { token }), zone.code);
    const rates = (await api.get('admin/tax-rates', { token })).body as Array<{ zone: string; category: string }>;
    if (!rates.some((r) => r.zone === zone.code && r.category === 'standard')) {
      ok(
        await api.post('admin/tax-rates', { name: 'VAT', zone: zone.code, category: 'standard', rate: zone.rate }, { token }),
        `${zone.code} rate`,
      );
    }
  }
  ok(
    await api.patch(
      'admin/settings',
      {
        prices_include_tax: true,
        default_destination: { country: 'FR' },
        cross_border_prices: crossBorder,
        shop_country: 'FR',
        vat_id: 'FR40303265045',
        reverse_charge: true,
      },
      { token },
    ),
    'settings',
  );
}

/** A full address in a country (and region). */
export const addressIn = (country: string, extra: Record<string, unknown> = {}) => ({
  full_name: 'Ada Buyer',
  line1: '1 Main Street',
  city: 'Town',
  postal_code: '10001',
  country,
  ...extra,
});
