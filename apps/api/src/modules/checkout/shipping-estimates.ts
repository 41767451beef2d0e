import type { TotalsContext } from './pricing';
import { computeTotals, type PricedLineInput } from './pricing';
import { NO_REVERSE_CHARGE } from '../tax/reverse-charge';
import type { Place } from '../tax/zones';

/** What one unit costs to ship to a place by a method, as checkout would charge it there (tax included when prices include it). */
export interface ShippingEstimate {
  country: string;
  region: string | null;
  method: string;
  name: string;
  estimate: string;
  /** Cents. */
  price: number;
}

/**
 * The places the active methods name (each member's country and region; `*` stands for the
 * default destination's country; postcode members are left out), and what one unit of `item`
 * costs to ship there by each method offered there: the numbers feeds and product pages show.
 */
export function shippingEstimates(pricing: Omit<TotalsContext, 'place' | 'reverseCharge'>, item: PricedLineInput): ShippingEstimate[] {
  const zones = new Map(pricing.tax.zones.map((z) => [z.id, z]));
  const places = new Map<string, Place>();
  for (const method of pricing.methods) {
    if (!method.active) continue;
    for (const member of zones.get(method.zone_id)?.members ?? []) {
      if (member.postcode) continue;
      const place =
        member.country === '*'
          ? { country: pricing.settings.default_destination.country, region: null }
          : { country: member.country, region: member.region ?? null };
      places.set(`${place.country}:${place.region ?? ''}`, place);
    }
  }
  const out: ShippingEstimate[] = [];
  for (const place of places.values()) {
    const totals = computeTotals([item], { ...pricing, place, reverseCharge: NO_REVERSE_CHARGE }, '', () => 0);
    for (const option of totals.shippingOptions) {
      out.push({
        country: place.country,
        region: place.region ?? null,
        method: option.id,
        name: option.name,
        estimate: option.estimate,
        price: option.price,
      });
    }
  }
  return out;
}
