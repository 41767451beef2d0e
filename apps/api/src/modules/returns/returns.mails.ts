import { formatMoney } from '@shopwright/shared/money';
import type { Return } from '@shopwright/shared/returns';
import type { AppContext } from '../../context';
import type { Mail } from '../../lib/mailer';
import { orderPageLink } from '../orders/order-mail-lang';

const money = (r: Return, amount: number) => formatMoney(amount, r.currency);
/** The return's page (the storefront's `/returns/{id}`) in its order's market and language. */
const link = (ctx: AppContext, r: Return) => orderPageLink(ctx, r.order_id, `/returns/${r.id}`);

function lineList(r: Return): string {
  return r.lines
    .map((l) => {
      const variant = [l.color, l.size, l.sku && `SKU ${l.sku}`].filter(Boolean).join(' / ');
      const into = l.exchange
        ? ` -> exchange for ${[l.exchange.color, l.exchange.size].filter(Boolean).join(' / ') || l.exchange.sku}`
        : '';
      return `  ${l.quantity} x ${l.name}${variant ? ` (${variant})` : ''}${into}`;
    })
    .join('\n');
}

/** Sent when the shopper asks for a return: what happens next and how to send the parcel. */
export async function requestedMail(ctx: AppContext, to: string, r: Return, shopName: string): Promise<Mail> {
  return {
    to,
    subject: `Return ${r.number} requested`,
    text:
      `We received your return request ${r.number} for order ${r.order_number} at ${shopName}.\n\n${lineList(r)}\n\n` +
      'What happens next:\n' +
      '1. We check your request and e-mail you when it is approved (usually within two working days).\n' +
      `2. Pack the items in their original packaging with a note saying ${r.number}, and send them to the address in the approval e-mail.\n` +
      '3. Once the parcel arrives we refund, credit or exchange the items as you chose.\n\n' +
      `Follow your return here: ${await link(ctx, r)}`,
  };
}

export async function approvedMail(ctx: AppContext, to: string, r: Return, shopName: string, address: string): Promise<Mail> {
  const due =
    r.exchange_due > 0
      ? `\n\nThe variant you chose costs ${money(r, r.exchange_due)} more. Please pay this difference by bank transfer quoting ${r.number}; we ship the exchange once it has arrived.`
      : '';
  return {
    to,
    subject: `Return ${r.number} approved`,
    text:
      `Your return ${r.number} at ${shopName} has been approved.${r.staff_message ? `\n\n${r.staff_message}` : ''}\n\n` +
      `Please send the items with a note saying ${r.number} to:\n${address}${due}\n\nFollow your return here: ${await link(ctx, r)}`,
  };
}

export async function rejectedMail(ctx: AppContext, to: string, r: Return, shopName: string): Promise<Mail> {
  return {
    to,
    subject: `Return ${r.number} could not be accepted`,
    text: `We are sorry: your return ${r.number} at ${shopName} could not be accepted.\n\n${r.staff_message ?? ''}\n\nDetails: ${await link(ctx, r)}`,
  };
}

export async function refundedMail(ctx: AppContext, to: string, r: Return, amount: number): Promise<Mail> {
  return {
    to,
    subject: `Return ${r.number}: ${money(r, amount)} refunded`,
    text: `We refunded ${money(r, amount)} for your return ${r.number} to the way you paid; it may take a few days to appear.\n\nDetails: ${await link(ctx, r)}`,
  };
}

export async function creditedMail(ctx: AppContext, to: string, r: Return, amount: number, balance: number): Promise<Mail> {
  return {
    to,
    subject: `Return ${r.number}: ${money(r, amount)} store credit`,
    text:
      `We added ${money(r, amount)} of store credit to your account for your return ${r.number}. ` +
      `Your balance is now ${money(r, balance)}; it is used at checkout.\n\nDetails: ${await link(ctx, r)}`,
  };
}

export async function exchangeShippedMail(ctx: AppContext, to: string, r: Return): Promise<Mail> {
  return {
    to,
    subject: `Return ${r.number}: your exchange has shipped`,
    text: `The items you exchanged with return ${r.number} are on their way.${r.exchange_tracking ? `\n\nTracking number: ${r.exchange_tracking}` : ''}\n\nDetails: ${await link(ctx, r)}`,
  };
}
