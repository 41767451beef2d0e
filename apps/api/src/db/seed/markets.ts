import type { Database } from '../database';
import { nowIso } from '../../lib/time';
import { repriceMarket } from '../../modules/catalog/market-prices';
import * as markets from '../../modules/markets/markets.repo';
import { rateText } from '../../modules/markets/markets.service';
import * as tax from '../../modules/tax/tax.repo';
import { percentToMillis } from '@shopwright/shared/tax';

/**
 * The demo's markets (issue 27): the primary `us` (USD, English) and two more, so that prices,
 * languages, paths and feeds can all be seen at once. The euro market's path is `/de`, its
 * default language German (the browser test: "switches to the German market … /de/").
 */
export const DEMO_MARKETS = [
  {
    code: 'eu',
    name: 'Europe',
    currency: 'EUR',
    languages: ['de', 'fr', 'en'],
    path: '/de',
    rate: 0.92,
    rounding: '0.99',
    countries: ['AT', 'BE', 'DE', 'ES', 'FR', 'IE', 'IT', 'LU', 'NL', 'PT'],
  },
  { code: 'jp', name: 'Japan', currency: 'JPY', languages: ['ja'], path: '/jp', rate: 151.37, rounding: 'whole', countries: ['JP'] },
] as const;

/**
 * VAT (standard rates) of the demo markets' countries, so an address there is taxed as it would be;
 * the `everywhere` zone's shipping methods already serve them. Codes and rates as the tax
 * fixtures (EU_ZONES) use, so the browser tests that set the shop up find them as they expect.
 */
const DEMO_VAT = [
  { code: 'at', name: 'Austria', country: 'AT', rate: 20, label: 'VAT' },
  { code: 'be', name: 'Belgium', country: 'BE', rate: 21, label: 'VAT' },
  { code: 'de', name: 'Germany', country: 'DE', rate: 19, label: 'VAT' },
  { code: 'es', name: 'Spain', country: 'ES', rate: 21, label: 'VAT' },
  { code: 'fr', name: 'France', country: 'FR', rate: 20, label: 'VAT' },
  { code: 'ie', name: 'Ireland', country: 'IE', rate: 23, label: 'VAT' },
  { code: 'it', name: 'Italy', country: 'IT', rate: 22, label: 'VAT' },
  { code: 'lu', name: 'Luxembourg', country: 'LU', rate: 17, label: 'VAT' },
  { code: 'nl', name: 'Netherlands', country: 'NL', rate: 21, label: 'VAT' },
  { code: 'pt', name: 'Portugal', country: 'PT', rate: 23, label: 'VAT' },
  { code: 'jp', name: 'Japan', country: 'JP', rate: 10, label: 'Consumption tax' },
];

/** Adds the demo markets (priced at once) while the shop has only its primary market; answers how many. */
export async function seedDemoMarkets(db: Database): Promise<number> {
  if ((await markets.listMarkets(db)).length > 1) return 0;
  const now = nowIso();
  let position = await markets.nextPosition(db);
  for (const m of DEMO_MARKETS) {
    await markets.insertMarket(db, {
      code: m.code,
      name: m.name,
      currency: m.currency,
      languages: JSON.stringify(m.languages),
      path: m.path,
      exchange_rate: rateText(m.rate),
      rounding: m.rounding,
      active: 1,
      is_primary: 0,
      position: position++,
      created_at: now,
      updated_at: now,
    });
    await markets.replaceCountries(db, m.code, [...m.countries]);
    await repriceMarket(db, m.code);
  }
  for (const v of DEMO_VAT) {
    if (await tax.findZone(db, v.code)) continue;
    const zone = await tax.insertZone(db, { code: v.code, name: v.name, priority: 0 }, now);
    await tax.replaceMembers(db, zone, [{ country: v.country }]);
    await tax.insertRate(
      db,
      { zone_id: zone, category: 'standard', name: v.label, rate_millis: percentToMillis(v.rate), starts_on: null, ends_on: null },
      now,
    );
  }
  return DEMO_MARKETS.length;
}
