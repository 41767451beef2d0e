import { formatMoney } from '@shopwright/shared/money';
import type { Order } from '@shopwright/shared/orders';
import type { AppContext } from '../../../context';
import type { Mail } from '../../../lib/mailer';

/** Reminds a pay-later customer that the order waits for their payment. */
export function paymentReminderMail(ctx: AppContext, to: string, order: Order, shopName: string): Mail {
  const total = formatMoney(order.total, order.currency);
  const placed = order.placed_at.slice(0, 10);
  return {
    to,
    subject: `Payment reminder: order ${order.number}`,
    text: [
      'Hello,',
      '',
      `Thank you again for your order ${order.number} at ${shopName}, placed on ${placed}.`,
      `We have not received its payment yet: please pay ${total} quoting your order number ${order.number}.`,
      'We confirm the order and prepare it as soon as the payment arrives. If you have paid in the meantime, please ignore this message.',
      '',
      `Your order: ${ctx.config.publicUrl}/orders/${order.id}`,
      '',
      `The ${shopName} team`,
    ].join('\n'),
  };
}
