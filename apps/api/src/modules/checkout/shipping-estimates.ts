import type { TotalsContext } from './pricing';
import { computeTotals, type PricedLineInput } from './pricing';
import { methodsInMarket } from './destination';
import type { SaleMarket } from './market';
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

/**
 * Shipping in a market (its feed and its product pages), as checkout there charges one unit (ADR 029): the methods
 * in its currency (`methodsInMarket`: rates and free-from thresholds converted with rounding
 * none), the line at its price there, to each of the market's countries (a market without
 * countries: the places the methods name, as the plain feed).
 */
export function shippingInMarket(
  pricing: Omit<TotalsContext, 'place' | 'reverseCharge'>,
  line: PricedLineInput,
  sale: SaleMarket,
): ShippingEstimate[] {
  const inMarket = { ...pricing, methods: methodsInMarket(pricing.methods, sale) };
  if (sale.market.countries.length === 0) return shippingEstimates(inMarket, line);
  return sale.market.countries.flatMap((country) =>
    computeTotals(
      [line],
      { ...inMarket, place: { country, region: null }, reverseCharge: NO_REVERSE_CHARGE },
      '',
      () => 0,
    ).shippingOptions.map((option) => ({
      country,
      region: null,
      method: option.id,
      name: option.name,
      estimate: option.estimate,
      price: option.price,
    })),
  );
}
