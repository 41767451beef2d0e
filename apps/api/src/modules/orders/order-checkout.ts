import { shippingLabel } from '@shopwright/shared/checkout';
import type { Database } from '../../db/database';
import type { CheckoutOrder } from '../payments/stripe-checkout';
import { orderNumber } from './order-number';
import { orderPayments } from './order-payments.repo';
import { orderLines } from './orders.repo';
import type { OrderRow } from './orders.table';

/** What Stripe's hosted page charges for an order: its lines, shipping, tax and discount, in cents. */
export async function checkoutOrderOf(db: Database, order: OrderRow): Promise<CheckoutOrder> {
  const [lines, payments] = await Promise.all([orderLines(db, order.id), orderPayments(db, order.id)]);
  // Gift cards and store credit paid part of it already: the hosted page takes them off like a discount, so it charges the rest.
  const credit = payments.filter((p) => p.method === 'gift_card' || p.method === 'store_credit').reduce((s, p) => s + Number(p.amount), 0);
  const discount = Number(order.discount_total) + credit;
  const label = [order.discount_code, credit > 0 ? 'Gift card / store credit' : null].filter(Boolean).join(' + ');
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
    discount: label ? { code: label, amount: discount } : null,
  };
}
