import type { AppliedRate } from './tax-engine';

/**
 * Which zones an address is in, and which rate applies to it (README, "Taxes and shipping").
 * A member's specificity: a postcode (longer prefix first, exact before a prefix of the same
 * length), then a region, then a country, then `*`. For each tax category the rate comes from
 * the most specific zone the address is in that has a rate in force; equal matches go to the
 * smaller priority, then the older zone.
 */
export interface ZoneMemberDef {
  country: string;
  region?: string | null;
  postcode?: string | null;
}

export interface ZoneDef {
  id: number;
  code: string;
  name: string;
  priority: number;
  members: ZoneMemberDef[];
}

export interface RateDef {
  id: number;
  zone_id: number;
  category: string;
  name: string;
  millis: number;
  starts_on: string | null;
  ends_on: string | null;
}

/** An address as far as taxes and shipping care: country, region code and postcode. */
export interface Place {
  country: string;
  region?: string | null;
  postcode?: string | null;
}

const squash = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();

/** How specifically a member matches a place; -1 when it does not. */
export function memberScore(member: ZoneMemberDef, place: Place): number {
  if (member.country !== '*' && member.country !== place.country) return -1;
  if (member.country === '*') return 0;
  if (member.region && member.region !== (place.region ?? '').toUpperCase()) return -1;
  if (member.postcode) {
    const pattern = squash(member.postcode);
    const code = squash(place.postcode ?? '');
    if (!code) return -1;
    if (pattern.endsWith('*')) {
      const prefix = pattern.slice(0, -1);
      return code.startsWith(prefix) ? 3000 + 2 * prefix.length : -1;
    }
    return code === pattern ? 3000 + 2 * pattern.length + 1 : -1;
  }
  return member.region ? 2000 : 1000;
}

/** How specifically a zone matches a place (its best member); -1 when the place is not in it. */
export const zoneScore = (zone: ZoneDef, place: Place) => zone.members.reduce((best, m) => Math.max(best, memberScore(m, place)), -1);

export const inForce = (rate: RateDef, day: string) =>
  (rate.starts_on === null || rate.starts_on <= day) && (rate.ends_on === null || day <= rate.ends_on);

/** The rate per tax category at a place on a UTC day (`YYYY-MM-DD`). */
export function ratesAt(zones: ZoneDef[], rates: RateDef[], place: Place, day: string): Map<string, AppliedRate> {
  const ids = resolvedRateIds(zones, rates, place, day);
  const byId = new Map(rates.map((r) => [r.id, r]));
  return new Map([...ids].map(([category, id]) => [category, { millis: byId.get(id)!.millis, name: byId.get(id)!.name }]));
}

/** The id of the rate that applies per tax category at a place on a UTC day. */
export function resolvedRateIds(zones: ZoneDef[], rates: RateDef[], place: Place, day: string): Map<string, number> {
  const scores = new Map<number, { score: number; zone: ZoneDef }>();
  for (const zone of zones) {
    const score = zoneScore(zone, place);
    if (score >= 0) scores.set(zone.id, { score, zone });
  }
  const best = new Map<string, { rate: RateDef; score: number; zone: ZoneDef }>();
  for (const rate of rates) {
    const match = scores.get(rate.zone_id);
    if (!match || !inForce(rate, day)) continue;
    const current = best.get(rate.category);
    if (!current || beats(match, current)) best.set(rate.category, { rate, ...match });
  }
  return new Map([...best].map(([category, { rate }]) => [category, rate.id]));
}

function beats(a: { score: number; zone: ZoneDef }, b: { score: number; zone: ZoneDef }): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.zone.priority !== b.zone.priority) return a.zone.priority < b.zone.priority;
  return a.zone.id < b.zone.id;
}

/** Whether two dated rates share a day (null ends are open). */
export const datesOverlap = (
  a: { starts_on: string | null; ends_on: string | null },
  b: { starts_on: string | null; ends_on: string | null },
) =>
  (a.starts_on === null || b.ends_on === null || a.starts_on <= b.ends_on) &&
  (b.starts_on === null || a.ends_on === null || b.starts_on <= a.ends_on);
