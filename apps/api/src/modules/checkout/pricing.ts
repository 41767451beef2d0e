import type { ShippingMethod } from '@shopwright/shared/checkout';
import type { StoredSettings } from '../settings/settings.service';

/**
 * `amount` x `basisPoints` / 10000 in whole cents, rounded half away from zero: the shop's one
 * rounding rule (shared `roundMinor`), done in integers so that no float error can move a cent.
 */
export function applyRate(amount: number, basisPoints: number): number {
  const product = Math.abs(amount) * basisPoints;
  const rounded = Math.floor((product + 5000) / 10000);
  return amount < 0 ? -rounded : rounded;
}

/** A cart line to price: the current sale price in cents. */
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
}

export interface ShippingQuote {
  id: ShippingMethod;
  price: number;
  free: boolean;
}

/** Both methods' prices for goods worth `goods` cents: Standard is free from the threshold on. */
export function shippingOptions(settings: StoredSettings, goods: number): ShippingQuote[] {
  const threshold = settings.free_shipping_threshold_cents;
  const freeStandard = threshold !== null && goods >= threshold;
  return [
    { id: 'standard', price: freeStandard ? 0 : settings.shipping_standard_cents, free: freeStandard },
    { id: 'express', price: settings.shipping_express_cents, free: false },
  ];
}

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  shippingOptions: ShippingQuote[];
  tax: number;
  total: number;
  /** Cents more (after discount) that would make Standard free; null when free already or never. */
  freeShippingRemaining: number | null;
}

export const subtotalOf = (lines: PricedLineInput[]) => lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);

/**
 * The order's totals in cents. The discount (already capped at the subtotal) lowers the goods;
 * free Standard shipping looks at the goods after the discount; tax is charged once, on goods
 * and shipping together, at the shop's rate.
 */
export function computeTotals(lines: PricedLineInput[], settings: StoredSettings, method: ShippingMethod, discount: number): Totals {
  const subtotal = subtotalOf(lines);
  const goods = subtotal - discount;
  const options = shippingOptions(settings, goods);
  const shipping = options.find((o) => o.id === method)!.price;
  const tax = applyRate(goods + shipping, settings.tax_rate_bp);
  const threshold = settings.free_shipping_threshold_cents;
  return {
    subtotal,
    discount,
    shipping,
    shippingOptions: options,
    tax,
    total: goods + shipping + tax,
    freeShippingRemaining: threshold === null || goods >= threshold ? null : threshold - goods,
  };
}
