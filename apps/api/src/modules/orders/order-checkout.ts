import type { Database } from '../../db/database';
import type { CheckoutOrder } from '../payments/stripe-checkout';
import { orderNumber } from './order-number';
import { orderLines } from './orders.repo';
import type { OrderRow } from './orders.table';

const SHIPPING_NAMES = { standard: 'Standard shipping', express: 'Express shipping' } as const;

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
    shipping: { name: SHIPPING_NAMES[order.shipping_method], amount: Number(order.shipping_total) },
    tax: Number(order.tax_total),
    discount: order.discount_code ? { code: order.discount_code, amount: Number(order.discount_total) } : null,
  };
}
