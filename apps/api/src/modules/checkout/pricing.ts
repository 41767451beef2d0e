import { GIFT_CARD_SALE_MESSAGES, GIFT_CARD_TAX_CATEGORY, NO_SHIPPING_METHOD, type GiftCardRecipient } from '@shopwright/shared/credit';
import type { ShippingMethodConfig } from '../shipping/shipping-config';
import { freeShippingRemaining, shippingOffers } from '../shipping/shipping-offers';
import type { ReverseCharge } from '../tax/reverse-charge';
import { destinationPrice, taxOrder, type AppliedRate, type TaxGroup, type TaxMode, type TaxedLine } from '../tax/tax-engine';
import { placeTaxes, type TaxConfig } from '../tax/tax-config';
import type { Place } from '../tax/zones';
import type { StoredSettings } from '../settings/settings.service';
import type { LineTexts } from '../cart/cart.mappers';
import type { SaleMarket } from './market';

/**
 * `amount` x `basisPoints` / 10000 in whole cents, rounded half away from zero: the shop's one
 * rounding rule (shared `roundMinor`), done in integers so that no float error can move a cent.
 */
export function applyRate(amount: number, basisPoints: number): number {
  const product = Math.abs(amount) * basisPoints;
  const rounded = Math.floor((product + 5000) / 10000);
  return amount < 0 ? -rounded : rounded;
}

/** A cart line to price: the entered sale price in cents, its tax category and unit weight. */
export interface PricedLineInput {
  product_id: number;
  name: string;
  slug: string;
  image: string | null;
  color: string | null;
  size: string | null;
  /** The variant sold and its SKU (the unit price is the variant's). */
  variant_id: number | null;
  sku: string | null;
  unit_price: number;
  quantity: number;
  tax_category: string;
  /** Grams per unit; null counts as 0. */
  weight: number | null;
  /** A gift card's recipient (ADR 025): such a line is not shipped and not taxed at sale. */
  gift_card?: GiftCardRecipient | null;
  /** The name and option labels in the shopper's language, where translated (ADR 030): shown, and kept on the order line. */
  local?: LineTexts | undefined;
}

/** Everything a price depends on besides the cart: settings, zones and rates, methods, destination, day, reverse charge. */
export interface PricingContext {
  settings: StoredSettings;
  tax: TaxConfig;
  methods: ShippingMethodConfig[];
  /** Where the goods go (the address, or the default destination), with its region as a code. */
  place: Place;
  /** The UTC day whose rates apply. */
  day: string;
  reverseCharge: ReverseCharge;
  /** The market priced in (ADR 029): every amount here (lines, methods, discount) is in its currency's minor units. */
  sale: SaleMarket;
  currency: string;
}

/** What the totals depend on (the market only decided the amounts in it). */
export type TotalsContext = Omit<PricingContext, 'sale' | 'currency'>;

export interface ShippingQuote {
  id: string;
  name: string;
  estimate: string;
  /** At the destination (converted like goods in a tax-inclusive shop). */
  price: number;
  free: boolean;
  tax_category: string;
}

export interface Totals {
  /** The lines at destination prices with their discount share and tax. */
  lines: Array<TaxedLine & { unit_price: number }>;
  subtotal: number;
  discount: number;
  shipping: number;
  shippingMethod: ShippingQuote | null;
  shippingOptions: ShippingQuote[];
  shippingRate: AppliedRate | null;
  shippingTax: number;
  tax: number;
  groups: TaxGroup[];
  total: number;
  pricesIncludeTax: boolean;
  /** Cents more (after discount) that would make the first offered method with a threshold free; null when free already or never. */
  freeShippingRemaining: number | null;
}

export const subtotalOf = (lines: Array<{ unit_price: number; quantity: number }>) =>
  lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);

/** The tax mode at the pricing context's destination and day. */
export function taxModeOf(pricing: TotalsContext): TaxMode {
  const { settings, tax, place, day, reverseCharge } = pricing;
  const here = placeTaxes(tax, place, day).rates;
  const home = placeTaxes(tax, settings.default_destination, day).rates;
  return {
    pricesIncludeTax: settings.prices_include_tax,
    crossBorder: settings.cross_border_prices,
    rateAt: (category) => (reverseCharge.applies ? null : (here.get(category) ?? null)),
    defaultRate: (category) => home.get(category) ?? null,
  };
}

/**
 * A gift card is a multi-purpose voucher (EU VAT directive 2016/1065): not taxed when sold, only
 * when spent. Its lines are priced in a category no rate can apply to.
 */
const untaxedGiftCards = (mode: TaxMode): TaxMode => ({
  ...mode,
  rateAt: (category) => (category === GIFT_CARD_TAX_CATEGORY ? null : mode.rateAt(category)),
  defaultRate: (category) => (category === GIFT_CARD_TAX_CATEGORY ? null : mode.defaultRate(category)),
});

/** The "method" of a cart with nothing to ship (only gift cards, ADR 025): free. */
const NOTHING_TO_SHIP: ShippingQuote = {
  id: NO_SHIPPING_METHOD,
  name: GIFT_CARD_SALE_MESSAGES.noShippingName,
  estimate: '',
  price: 0,
  free: true,
  tax_category: GIFT_CARD_TAX_CATEGORY,
};

/**
 * The order's totals in cents (README, "Taxes and shipping"): prices at the destination, the
 * discount (`discountOf` sees the subtotal there and returns cents, at most that), the methods
 * offered there for the discounted goods and the weight, the chosen one priced, and the tax per
 * line and for shipping.
 */
export function computeTotals(
  lines: PricedLineInput[],
  pricing: TotalsContext,
  method: string,
  discountOf: (subtotal: number) => number,
): Totals {
  const mode = untaxedGiftCards(taxModeOf(pricing));
  const priced = lines.map((l) => {
    const category = l.gift_card ? GIFT_CARD_TAX_CATEGORY : l.tax_category;
    return { unit_price: destinationPrice(l.unit_price, category, mode), quantity: l.quantity, category };
  });
  const subtotal = subtotalOf(priced);
  // Discount codes and free-shipping thresholds count the goods, not gift cards sold as products (ADR 025).
  const discountable = lines.map((l) => !l.gift_card);
  const goodsSubtotal = subtotalOf(priced.filter((_, i) => discountable[i]));
  const discount = Math.min(discountOf(goodsSubtotal), goodsSubtotal);
  const goods = goodsSubtotal - discount;
  const grams = lines.reduce((sum, l) => sum + (l.weight ?? 0) * l.quantity, 0);
  const zones = placeTaxes(pricing.tax, pricing.place, pricing.day).zones;
  const offers = shippingOffers(pricing.methods, (id) => zones.has(id), goods, grams);
  const ships = lines.some((l) => !l.gift_card);
  const options = (ships ? offers : []).map((o) => ({
    id: o.method.code,
    name: o.method.name,
    estimate: o.method.estimate,
    price: destinationPrice(o.price, o.method.tax_category, mode),
    free: o.free,
    tax_category: o.method.tax_category,
  }));
  const chosen = ships ? (options.find((o) => o.id === method) ?? null) : NOTHING_TO_SHIP;
  const taxed = taxOrder(priced, discount, chosen ? { price: chosen.price, category: chosen.tax_category } : null, mode, discountable);
  return {
    lines: taxed.lines.map((l, i) => ({ ...l, unit_price: priced[i]!.unit_price })),
    subtotal,
    discount: taxed.discount,
    shipping: taxed.shipping,
    shippingMethod: chosen,
    shippingOptions: options,
    shippingRate: taxed.shippingRate,
    shippingTax: taxed.shippingTax,
    tax: taxed.tax,
    groups: taxed.groups,
    total: taxed.total,
    pricesIncludeTax: mode.pricesIncludeTax,
    // Nothing to ship: no free shipping to reach.
    freeShippingRemaining: ships ? freeShippingRemaining(offers, goods) : null,
  };
}

/** The rate of the largest taxed amount, in thousandths of a percent (the one rate of a shop with one; 0 untaxed). */
export const mainRate = (groups: TaxGroup[]) =>
  groups.reduce<TaxGroup | null>((best, g) => (!best || g.net > best.net ? g : best), null)?.millis ?? 0;
