import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { sharedCache } from '../../lib/shared-cache';
import * as repo from './tax.repo';
import type { RateDef, ZoneDef } from './zones';

/** Every zone and rate, kept in memory per process: a quote resolves its rates with no query. */
export interface TaxConfig {
  zones: ZoneDef[];
  rates: RateDef[];
  categories: Set<string>;
}

export const TAX_CHANGED = 'tax';

async function load(db: Database): Promise<TaxConfig> {
  const [zones, members, rates, categories] = await Promise.all([
    repo.listZones(db),
    repo.listZoneMembers(db),
    repo.listRates(db),
    repo.listCategories(db),
  ]);
  const byZone = new Map<number, ZoneDef>(
    zones.map((z) => [z.id, { id: z.id, code: z.code, name: z.name, priority: Number(z.priority), members: [] }]),
  );
  for (const m of members) byZone.get(m.zone_id)?.members.push({ country: m.country, region: m.region, postcode: m.postcode });
  return {
    zones: [...byZone.values()],
    rates: rates.map((r) => ({
      id: r.id,
      zone_id: r.zone_id,
      category: r.category,
      name: r.name,
      millis: Number(r.rate_millis),
      starts_on: r.starts_on,
      ends_on: r.ends_on,
    })),
    categories: new Set(categories.map((c) => c.code)),
  };
}

/** Zones, rates and categories change together under one notice. */
export const taxConfig = sharedCache(TAX_CHANGED, (ctx) => load(ctx.db));
export const getTaxConfig = (ctx: AppContext) => taxConfig.get(ctx);
