import type { ShippingMethodConfig, ShippingRateDef } from './shipping-config';

/** A method offered at a destination, priced (entered price, before any tax conversion) for the goods and weight. */
export interface ShippingOffer {
  method: ShippingMethodConfig;
  price: number;
  free: boolean;
}

const within = (value: number, min: number | null, max: number | null) => (min === null || value >= min) && (max === null || value <= max);

/** The first rate whose conditions hold for the discounted goods (cents) and the weight (grams). */
export const matchingRate = (rates: ShippingRateDef[], goods: number, grams: number) =>
  rates.find((r) => within(goods, r.min_subtotal, r.max_subtotal) && within(grams, r.min_weight, r.max_weight));

/**
 * The methods offered where the address is (`inZone` tells which zones hold it), in the shop's
 * order: active, in their zone, with a rate that holds. A method is free once the discounted
 * goods reach its `free_from`.
 */
export function shippingOffers(
  methods: ShippingMethodConfig[],
  inZone: (zoneId: number) => boolean,
  goods: number,
  grams: number,
): ShippingOffer[] {
  const offers: ShippingOffer[] = [];
  for (const method of methods) {
    if (!method.active || !inZone(method.zone_id)) continue;
    const rate = matchingRate(method.rates, goods, grams);
    if (!rate) continue;
    const free = method.free_from !== null && goods >= method.free_from;
    offers.push({ method, price: free ? 0 : rate.price, free });
  }
  return offers;
}

/** Cents more of goods that would make the first offered method with a free threshold free; null when one is free already or none has one. */
export function freeShippingRemaining(offers: ShippingOffer[], goods: number): number | null {
  if (offers.some((o) => o.free)) return null;
  const next = offers.find((o) => o.method.free_from !== null);
  return next ? next.method.free_from! - goods : null;
}
