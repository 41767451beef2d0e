import { shippingLabel } from '@shopwright/shared/checkout';
import type { Database } from '../../db/database';
import type { CheckoutOrder } from '../payments/stripe-checkout';
import { orderNumber } from './order-number';
import { orderLines } from './orders.repo';
import type { OrderRow } from './orders.table';

/** What Stripe's hosted page charges for an order: its lines, shipping, tax and discount, in cents. */
export async function checkoutOrderOf(db: Database, order: OrderRow): Promise<CheckoutOrder> {
  const lines = await orderLines(db, order.id);
  return {
    id: order.id,
    number: orderNumber(order.id),
    email: order.email ?? '',
    currency: order.currency,
    lines: lines.map((l) => ({
      name: [l.name, l.color, l.size].filter(Boolean).join(' · '),
      unit_price: Number(l.unit_price),
      quantity: Number(l.quantity),
    })),
    shipping: { name: `${shippingLabel(order.shipping_method, order.shipping_name)} shipping`, amount: Number(order.shipping_total) },
    // Tax-inclusive prices already hold their tax: only tax charged on top is a line of its own.
    tax: Number(order.prices_include_tax) === 1 ? 0 : Number(order.tax_total),
    discount: order.discount_code ? { code: order.discount_code, amount: Number(order.discount_total) } : null,
  };
}
