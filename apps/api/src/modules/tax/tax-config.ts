import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { sharedCache } from '../../lib/shared-cache';
import * as repo from './tax.repo';
import type { AppliedRate } from './tax-engine';
import { ratesAt, zoneScore, type Place, type RateDef, type ZoneDef } from './zones';

/** Every zone and rate, kept in memory per process: a quote resolves its rates with no query. */
export interface TaxConfig {
  zones: ZoneDef[];
  rates: RateDef[];
  categories: Set<string>;
  /** What a place resolves to on a day, worked out once per config (a new config starts empty). */
  places: Map<string, PlaceTaxes>;
}

/** The rate per category at a place on a day, and the zones the place is in. */
export interface PlaceTaxes {
  rates: Map<string, AppliedRate>;
  zones: Set<number>;
}

/** Places kept per config: enough for every destination a shop sees in a day; past it the oldest go. */
const PLACES_KEPT = 2000;

/** The rates and zones of a place on a UTC day, from the config's memory when it was asked before. */
export function placeTaxes(config: TaxConfig, place: Place, day: string): PlaceTaxes {
  const key = `${day}|${place.country}|${place.region ?? ''}|${place.postcode ?? ''}`;
  let found = config.places.get(key);
  if (!found) {
    found = {
      rates: ratesAt(config.zones, config.rates, place, day),
      zones: new Set(config.zones.filter((z) => zoneScore(z, place) >= 0).map((z) => z.id)),
    };
    if (config.places.size >= PLACES_KEPT) config.places.delete(config.places.keys().next().value!);
    config.places.set(key, found);
  }
  return found;
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
    places: new Map(),
  };
}

/** Zones, rates and categories change together under one notice. */
export const taxConfig = sharedCache(TAX_CHANGED, (ctx) => load(ctx.db));
export const getTaxConfig = (ctx: AppContext) => taxConfig.get(ctx);
