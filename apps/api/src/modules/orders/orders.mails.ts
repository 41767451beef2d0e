import { countryName } from '@shopwright/shared/account';
import type { Lang, Translator } from '@shopwright/shared/i18n';
import { translator } from '@shopwright/shared/i18n/catalogs';
import { countryIn, formatMoneyIn } from '@shopwright/shared/i18n/format';
import type { Order, OrderAddress } from '@shopwright/shared/orders';
import type { AppContext } from '../../context';
import type { Mail } from '../../lib/mailer';
import { shopLink } from '../markets/markets-config';

/*
 * The order mails, in the language the order was placed in (`orders.lang`) or the customer's
 * (`users.language`); English exactly as before.
 */

const money = (order: Order, amount: number, t: Translator) => formatMoneyIn(amount, order.currency, t.lang);

function addressText(a: OrderAddress, t: Translator): string {
  const city = [a.postal_code, a.city, a.region].filter(Boolean).join(' ');
  return [a.full_name, a.line1, a.line2, city, countryIn(a.country, countryName(a.country), t.lang)].filter(Boolean).join('\n');
}

/** The tax rows as `taxRows` (shared/tax) words them, in the language. */
function taxLines(order: Order, t: Translator): Array<[string, number]> {
  if (order.taxes.length === 0) return [[t('checkout.tax', { rate: order.tax_rate }), order.tax]];
  return order.taxes.map((line) => [
    t(order.prices_include_tax ? 'checkout.inclTax' : 'checkout.taxLine', { name: line.name, rate: line.rate }),
    line.amount,
  ]);
}

function summary(order: Order, t: Translator): string {
  const lines = order.lines.map((l) => {
    // Colour / size / SKU, as on the order pages and the invoice.
    const variant = [l.color, l.size, l.sku && t('common.sku', { sku: l.sku })].filter(Boolean).join(' / ');
    return `  ${l.quantity} x ${l.name}${variant ? ` (${variant})` : ''}  ${money(order, l.line_total, t)}`;
  });
  const totals = [
    t('mail.order.subtotal', { amount: money(order, order.subtotal, t) }),
    ...(order.discount ? [t('mail.order.discount', { code: order.discount.code, amount: money(order, order.discount.amount, t) })] : []),
    t('mail.order.shipping', { method: order.shipping_name, amount: money(order, order.shipping, t) }),
    ...taxLines(order, t).map(([label, amount]) => `${label}: ${money(order, amount, t)}`),
    t('mail.order.total', { amount: money(order, order.total, t) }),
    ...(order.tax_note ? ['', t.text(order.tax_note)] : []),
    ...(order.buyer_vat_id ? [t('mail.order.buyerVat', { vat: order.buyer_vat_id })] : []),
    ...(order.shop_vat_id ? [t('mail.order.shopVat', { vat: order.shop_vat_id })] : []),
  ];
  return `${lines.join('\n')}\n\n${totals.join('\n')}\n\n${t('mail.order.shippingTo')}\n${addressText(order.shipping_address, t)}`;
}

/** The order's page in its market and the mail's language (issue 27): `…/de/orders/12`, the primary market's `…/orders/12`. */
export const orderLink = (ctx: AppContext, order: Pick<Order, 'id' | 'market'>, lang: string) =>
  shopLink(ctx, `/orders/${order.id}`, order.market, lang);

/** Sent when an order is placed: paid by card (or through Stripe, once paid), or waiting for its pay-later invoice to be paid. */
export async function confirmationMail(ctx: AppContext, to: string, order: Order, shopName: string, lang: Lang = 'en'): Promise<Mail> {
  const t = translator(lang);
  // Gift cards and store credit paid first; the card, Stripe or pay later the rest (nothing when they paid it all).
  const credit = order.payments.filter((p) => p.method === 'gift_card' || p.method === 'store_credit');
  const rest = Math.round((order.total - credit.reduce((s, p) => s + p.amount, 0)) * 100) / 100;
  const creditLines = credit.map((p) =>
    p.method === 'gift_card'
      ? t('mail.order.giftCard', { amount: money(order, p.amount, t), last4: p.gift_card_last4 ?? '----' })
      : t('mail.order.storeCredit', { amount: money(order, p.amount, t) }),
  );
  const payment = [
    ...creditLines,
    ...(rest <= 0 && credit.length > 0
      ? []
      : [
          order.payment_method === 'card'
            ? t('mail.order.chargedCard', {
                amount: money(order, rest, t),
                brand: order.card?.brand ?? t('mail.order.cardWord'),
                last4: order.card?.last4 ?? '----',
              })
            : order.payment_method === 'stripe'
              ? t('mail.order.stripe', { amount: money(order, rest, t) })
              : t('mail.order.payLater', { amount: money(order, rest, t), number: order.number }),
        ]),
  ].join('\n');
  return {
    to,
    subject:
      order.payment_method !== 'pay_later' || order.payment_status === 'paid'
        ? t('mail.order.confirmedSubject', { number: order.number })
        : t('mail.order.pendingSubject', { number: order.number }),
    text:
      `${t('mail.order.thanks', { shop: shopName })}\n\n${t('mail.order.heading', { number: order.number })}\n\n${summary(order, t)}\n\n${payment}\n\n` +
      t('mail.order.follow', { link: await orderLink(ctx, order, lang) }),
  };
}

/** Sent when an order is cancelled, by the shopper or by staff. */
export async function cancellationMail(ctx: AppContext, to: string, order: Order, shopName: string, lang: Lang = 'en'): Promise<Mail> {
  const t = translator(lang);
  const amount = money(order, order.refunded, t);
  const refund =
    order.refunded > 0
      ? order.card
        ? t('mail.order.refundedCard', { amount, brand: order.card.brand, last4: order.card.last4 })
        : t('mail.order.refundedAccount', { amount })
      : t('mail.order.nothingCharged');
  return {
    to,
    subject: t('mail.order.cancelledSubject', { number: order.number }),
    text: `${t('mail.order.cancelledBody', { number: order.number, shop: shopName })}\n\n${refund}\n\n${t('mail.order.details', { link: await orderLink(ctx, order, lang) })}`,
  };
}

/** Sent when an order ships, with its tracking number. */
export async function shippedMail(ctx: AppContext, to: string, order: Order, shopName: string, lang: Lang = 'en'): Promise<Mail> {
  const t = translator(lang);
  const tracking = order.shipment
    ? `${t('mail.order.carrier', { carrier: order.shipment.carrier })}\n${t('mail.order.tracking', { tracking: order.shipment.tracking_number })}\n\n`
    : '';
  return {
    to,
    subject: t('mail.order.shippedSubject', { number: order.number }),
    text: `${t('mail.order.shippedBody', { number: order.number, shop: shopName })}\n\n${tracking}${t('mail.order.details', { link: await orderLink(ctx, order, lang) })}`,
  };
}
