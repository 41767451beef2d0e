import type { Quote } from '@shopwright/shared/checkout';
import { fromMinorIn } from '@shopwright/shared/money';
import { millisToPercent } from '@shopwright/shared/tax';
import type { TaxGroup } from '../tax/tax-engine';
import type { PricedCheckout } from './checkout.service';
import { mainRate } from './pricing';

function discountFields(discount: PricedCheckout['discount'], currency: string): Pick<Quote, 'discount' | 'discount_error'> {
  if (!discount) return { discount: null, discount_error: null };
  if (!discount.ok) return { discount: null, discount_error: { code: discount.code, reason: discount.reason, detail: discount.detail } };
  const { row, amount } = discount;
  // A fixed code's value in the currency priced in (its amount there, ADR 029).
  const value = row.kind === 'percentage' ? Number(row.value) / 100 : fromMinorIn(discount.fixed ?? Number(row.value), currency);
  return { discount: { code: row.code, kind: row.kind, value, amount: fromMinorIn(amount, currency) }, discount_error: null };
}

/** Tax per rate as the API shows it (percent, decimals of the currency: the base currency's two without one). */
export const taxLines = (groups: Array<Pick<TaxGroup, 'name' | 'millis' | 'tax'>>, currency = 'USD') =>
  groups.map((g) => ({ name: g.name, rate: millisToPercent(g.millis), amount: fromMinorIn(g.tax, currency) }));

/** What gift cards and store credit pay of a quote (minor units), and the codes refused (modules/gift-cards/credit-plan.ts). */
export interface QuoteCredit {
  payments: Array<
    | { source: 'gift_card'; last4: string; amount: number; balanceAfter: number }
    | { source: 'store_credit'; amount: number; balanceAfter: number }
  >;
  errors: Quote['gift_card_errors'];
  storeCreditAvailable: number;
}

function creditFields(
  total: number,
  credit: QuoteCredit | undefined,
  currency: string,
): Pick<Quote, 'payments' | 'gift_card_errors' | 'store_credit_available' | 'amount_due'> {
  const fromMinor = (minor: number) => fromMinorIn(minor, currency);
  const payments = credit?.payments ?? [];
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  return {
    payments: payments.map((p) =>
      p.source === 'gift_card'
        ? { source: p.source, last4: p.last4, amount: fromMinor(p.amount), balance_after: fromMinor(p.balanceAfter) }
        : { source: p.source, amount: fromMinor(p.amount), balance_after: fromMinor(p.balanceAfter) },
    ),
    gift_card_errors: credit?.errors ?? [],
    store_credit_available: fromMinor(credit?.storeCreditAvailable ?? 0),
    amount_due: fromMinor(total - paid),
  };
}

/** The quote answer: minor units become decimals (with the currency's digits: JPY none) here and nowhere else. */
export function toQuote(priced: PricedCheckout, notices: string[], credit?: QuoteCredit): Quote {
  const { lines, totals, pricing } = priced;
  const { place, reverseCharge, settings, currency } = pricing;
  const fromMinor = (minor: number) => fromMinorIn(minor, currency);
  return {
    currency,
    market: pricing.sale.market.code,
    lines: lines.map((l, i) => {
      const taxed = totals.lines[i]!;
      return {
        product_id: l.product_id,
        name: l.local?.name ?? l.name,
        slug: l.local?.slug ?? l.slug,
        image: l.image,
        color: l.local?.color ?? l.color,
        size: l.local?.size ?? l.size,
        sku: l.sku,
        variant_id: l.variant_id,
        unit_price: fromMinor(taxed.unit_price),
        quantity: l.quantity,
        line_total: fromMinor(taxed.amount),
        tax_category: l.tax_category,
        tax_rate: taxed.rate ? millisToPercent(taxed.rate.millis) : null,
        tax: fromMinor(taxed.tax),
      };
    }),
    item_count: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: fromMinor(totals.subtotal),
    ...discountFields(priced.discount, currency),
    shipping_method: totals.shippingMethod?.id ?? null,
    shipping_options: totals.shippingOptions.map((o) => ({
      id: o.id,
      label: o.name,
      estimate: o.estimate,
      price: fromMinor(o.price),
      free: o.free,
    })),
    shipping: fromMinor(totals.shipping),
    free_shipping_remaining: totals.freeShippingRemaining === null ? null : fromMinor(totals.freeShippingRemaining),
    tax_rate: millisToPercent(mainRate(totals.groups)),
    tax: fromMinor(totals.tax),
    shipping_tax: fromMinor(totals.shippingTax),
    taxes: taxLines(totals.groups, currency),
    prices_include_tax: totals.pricesIncludeTax,
    total: fromMinor(totals.total),
    destination: { country: place.country, region: place.region ?? null, postal_code: place.postcode ?? null },
    reverse_charge: reverseCharge.applies,
    tax_note: reverseCharge.note,
    pay_later_enabled: settings.pay_later_enabled,
    notices,
    ...creditFields(totals.total, credit, currency),
  };
}
