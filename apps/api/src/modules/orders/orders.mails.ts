import { countryName } from '@shopwright/shared/account';
import { formatMoney } from '@shopwright/shared/money';
import type { Order, OrderAddress } from '@shopwright/shared/orders';
import { taxRows } from '@shopwright/shared/tax';
import type { AppContext } from '../../context';
import type { Mail } from '../../lib/mailer';

const money = (order: Order, amount: number) => formatMoney(amount, order.currency);

function addressText(a: OrderAddress): string {
  const city = [a.postal_code, a.city, a.region].filter(Boolean).join(' ');
  return [a.full_name, a.line1, a.line2, city, countryName(a.country)].filter(Boolean).join('\n');
}

function summary(order: Order): string {
  const lines = order.lines.map((l) => {
    // Colour / size / SKU, as on the order pages and the invoice.
    const variant = [l.color, l.size, l.sku && `SKU ${l.sku}`].filter(Boolean).join(' / ');
    return `  ${l.quantity} x ${l.name}${variant ? ` (${variant})` : ''}  ${money(order, l.line_total)}`;
  });
  const totals = [
    `Subtotal: ${money(order, order.subtotal)}`,
    ...(order.discount ? [`Discount (${order.discount.code}): -${money(order, order.discount.amount)}`] : []),
    `Shipping (${order.shipping_name}): ${money(order, order.shipping)}`,
    ...taxRows(order).map(([label, amount]) => `${label}: ${money(order, amount)}`),
    `Total: ${money(order, order.total)}`,
    ...(order.tax_note ? ['', order.tax_note] : []),
    ...(order.buyer_vat_id ? [`Your VAT number: ${order.buyer_vat_id}`] : []),
    ...(order.shop_vat_id ? [`Our VAT number: ${order.shop_vat_id}`] : []),
  ];
  return `${lines.join('\n')}\n\n${totals.join('\n')}\n\nShipping to:\n${addressText(order.shipping_address)}`;
}

const linkTo = (ctx: AppContext, order: Order) => `${ctx.config.publicUrl}/orders/${order.id}`;

/** Sent when an order is placed: paid by card (or through Stripe, once paid), or waiting for its pay-later invoice to be paid. */
export function confirmationMail(ctx: AppContext, to: string, order: Order, shopName: string): Mail {
  // Gift cards and store credit paid first; the card, Stripe or pay later the rest (nothing when they paid it all).
  const credit = order.payments.filter((p) => p.method === 'gift_card' || p.method === 'store_credit');
  const rest = Math.round((order.total - credit.reduce((s, p) => s + p.amount, 0)) * 100) / 100;
  const creditLines = credit.map((p) =>
    p.method === 'gift_card'
      ? `We took ${money(order, p.amount)} from your gift card ending in ${p.gift_card_last4 ?? '----'}.`
      : `We took ${money(order, p.amount)} from your store credit.`,
  );
  const payment = [
    ...creditLines,
    ...(rest <= 0 && credit.length > 0
      ? []
      : [
          order.payment_method === 'card'
            ? `We charged ${money(order, rest)} to your ${order.card?.brand ?? 'card'} ending in ${order.card?.last4 ?? '----'}.`
            : order.payment_method === 'stripe'
              ? `We received your payment of ${money(order, rest)} through Stripe.`
              : `You chose to pay later: please pay ${money(order, rest)} quoting your order number ${order.number}. ` +
                'We confirm the order and prepare it once your payment has arrived.',
        ]),
  ].join('\n');
  return {
    to,
    subject:
      order.payment_method !== 'pay_later' || order.payment_status === 'paid'
        ? `Order ${order.number} confirmed`
        : `Order ${order.number} received: payment pending`,
    text:
      `Thank you for your order at ${shopName}!\n\nOrder ${order.number}\n\n${summary(order)}\n\n${payment}\n\n` +
      `Follow your order here: ${linkTo(ctx, order)}`,
  };
}

/** Sent when an order is cancelled, by the shopper or by staff. */
export function cancellationMail(ctx: AppContext, to: string, order: Order, shopName: string): Mail {
  const refund =
    order.refunded > 0
      ? `We refunded ${money(order, order.refunded)} to your ${order.card ? `${order.card.brand} ending in ${order.card.last4}` : 'account'}; it may take a few days to appear.`
      : 'Nothing was charged for it.';
  return {
    to,
    subject: `Order ${order.number} cancelled`,
    text: `Your order ${order.number} at ${shopName} has been cancelled.\n\n${refund}\n\nDetails: ${linkTo(ctx, order)}`,
  };
}

/** Sent when an order ships, with its tracking number. */
export function shippedMail(ctx: AppContext, to: string, order: Order, shopName: string): Mail {
  const tracking = order.shipment ? `Carrier: ${order.shipment.carrier}\nTracking number: ${order.shipment.tracking_number}\n\n` : '';
  return {
    to,
    subject: `Order ${order.number} has shipped`,
    text: `Good news: your order ${order.number} from ${shopName} is on its way.\n\n${tracking}Details: ${linkTo(ctx, order)}`,
  };
}
