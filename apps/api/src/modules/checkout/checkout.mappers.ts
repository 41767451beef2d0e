import { SHIPPING_LABELS, type Quote, type ShippingMethod } from '@shopwright/shared/checkout';
import { fromMinor } from '@shopwright/shared/money';
import type { StoredSettings } from '../settings/settings.service';
import type { PricedCheckout } from './checkout.service';

function discountFields(discount: PricedCheckout['discount']): Pick<Quote, 'discount' | 'discount_error'> {
  if (!discount) return { discount: null, discount_error: null };
  if (!discount.ok) return { discount: null, discount_error: { code: discount.code, reason: discount.reason, detail: discount.detail } };
  const { row, amount } = discount;
  const value = row.kind === 'percentage' ? Number(row.value) / 100 : fromMinor(Number(row.value));
  return { discount: { code: row.code, kind: row.kind, value, amount: fromMinor(amount) }, discount_error: null };
}

/** The quote answer: cents become decimals here and nowhere else. */
export function toQuote(priced: PricedCheckout, settings: StoredSettings, method: ShippingMethod, notices: string[]): Quote {
  const { lines, totals } = priced;
  return {
    currency: settings.currency,
    lines: lines.map((l) => ({
      product_id: l.product_id,
      name: l.name,
      slug: l.slug,
      image: l.image,
      color: l.color,
      size: l.size,
      sku: l.sku,
      variant_id: l.variant_id,
      unit_price: fromMinor(l.unit_price),
      quantity: l.quantity,
      line_total: fromMinor(l.unit_price * l.quantity),
    })),
    item_count: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: fromMinor(totals.subtotal),
    ...discountFields(priced.discount),
    shipping_method: method,
    shipping_options: totals.shippingOptions.map((o) => ({ id: o.id, ...SHIPPING_LABELS[o.id], price: fromMinor(o.price), free: o.free })),
    shipping: fromMinor(totals.shipping),
    free_shipping_remaining: totals.freeShippingRemaining === null ? null : fromMinor(totals.freeShippingRemaining),
    tax_rate: settings.tax_rate_bp / 100,
    tax: fromMinor(totals.tax),
    total: fromMinor(totals.total),
    pay_later_enabled: settings.pay_later_enabled,
    notices,
  };
}
