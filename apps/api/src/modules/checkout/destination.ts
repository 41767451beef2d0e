import { AddressSchema } from '@shopwright/shared/account';
import { convertPrice } from '@shopwright/shared/money';
import { CHECKOUT_MESSAGES, type QuoteAddress } from '@shopwright/shared/checkout';
import type { AppContext } from '../../context';
import { badRequest, fieldError } from '../../lib/errors';
import { getSettings } from '../settings/settings.service';
import { getShippingMethods, type ShippingMethodConfig } from '../shipping/shipping-config';
import { regionCode } from '../tax/regions';
import { checkVatId, reverseChargeFor, type Buyer } from '../tax/reverse-charge';
import { getTaxConfig } from '../tax/tax-config';
import { utcDay } from '../tax/tax.service';
import { primaryMarket, type SaleMarket } from './market';
import type { PricingContext } from './pricing';

/** Any of these fields makes a quote's address a full address, checked like an order's. */
const FULL_ADDRESS_FIELDS = ['full_name', 'line1', 'city'] as const;

/** A full quote address must be complete: its problems are 400s on `field.name`, as the order's are. */
export function checkFullAddress(address: QuoteAddress | undefined, field: string): void {
  if (!address || !FULL_ADDRESS_FIELDS.some((f) => address[f] != null)) return;
  const parsed = AddressSchema.safeParse(address);
  if (parsed.success) return;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[[field, ...issue.path].join('.')] ??= []).push(issue.message);
  throw badRequest(parsed.error.issues[0]!.message, errors);
}

export interface DestinationInput {
  /** Where the goods go; the shop's default destination when absent. */
  address?: { country: string; region?: string | null; postal_code?: string | null } | undefined;
  /** Who is billed (company and VAT number); the shipping address when absent. */
  billing?: (Buyer & { country: string }) | undefined;
  /** The market priced in; the primary market when absent. */
  sale?: SaleMarket | undefined;
}

/** A shipping amount of the base currency in a market's (ADR 029): its rate, rounding `none`. */
export const shippingAmountIn = (sale: SaleMarket, minor: number) =>
  sale.market.primary ? minor : convertPrice(minor, sale.base, sale.market.rate, sale.market.currency, 'none');

/**
 * The shipping methods in a market's currency (ADR 029): rates, their subtotal conditions and the
 * free-from thresholds converted with the market's rate and rounding `none` (half up to the
 * currency's minor unit; a shipping charge is not a shelf price, so no .99 rounding). Weights stay.
 */
export function methodsInMarket(methods: ShippingMethodConfig[], sale: SaleMarket): ShippingMethodConfig[] {
  if (sale.market.primary) return methods;
  const convert = (minor: number) => shippingAmountIn(sale, minor);
  const maybe = (minor: number | null) => (minor === null ? null : convert(minor));
  return methods.map((m) => ({
    ...m,
    free_from: maybe(m.free_from),
    rates: m.rates.map((r) => ({
      ...r,
      price: convert(r.price),
      min_subtotal: maybe(r.min_subtotal),
      max_subtotal: maybe(r.max_subtotal),
    })),
  }));
}

/**
 * The pricing context of a quote or an order: settings, zones and rates, shipping methods, the
 * destination (its region as an ISO code), today's UTC day and the reverse charge (which may ask
 * VIES: call this outside any transaction).
 */
export async function pricingContext(ctx: AppContext, input: DestinationInput): Promise<PricingContext> {
  const [settings, tax, methods, sale] = await Promise.all([
    getSettings(ctx),
    getTaxConfig(ctx),
    getShippingMethods(ctx),
    input.sale ?? primaryMarket(ctx),
  ]);
  const address = input.address;
  const place = address
    ? { country: address.country, region: regionCode(address.country, address.region), postcode: address.postal_code ?? null }
    : settings.default_destination;
  const billing = input.billing ?? (address as (Buyer & { country: string }) | undefined);
  if (billing) checkVatId(billing.vat_id, billing.country, input.billing ? 'billing_address.vat_id' : 'address.vat_id');
  const reverseCharge = await reverseChargeFor(ctx, settings, place.country, billing);
  return {
    settings,
    tax,
    methods: methodsInMarket(methods, sale),
    place,
    day: utcDay(),
    reverseCharge,
    sale,
    currency: sale.market.primary ? settings.currency : sale.market.currency,
  };
}

/** A shipping method code no method has is a 400 on `shipping_method` (one that exists but does not deliver there is the caller's 409). */
export function checkMethodKnown(pricing: PricingContext, code: string): void {
  if (!pricing.methods.some((m) => m.code === code)) throw fieldError('shipping_method', CHECKOUT_MESSAGES.shippingMethodInvalid);
}
