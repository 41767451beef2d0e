import type { Translator } from '@shopwright/shared/i18n';
import { translator } from '@shopwright/shared/i18n/catalogs';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import type { Return } from '@shopwright/shared/returns';
import type { AppContext } from '../../context';
import type { Mail } from '../../lib/mailer';
import { orderMailLang, orderPageLink } from '../orders/order-mail-lang';

/*
 * The return mails, in the language of the return's order (its own, else its customer's; ADR 028);
 * English exactly as before.
 */

/** The mail's translator and the return's page (the storefront's `/returns/{id}`) in its order's market and language. */
async function setting(ctx: AppContext, r: Return): Promise<{ t: Translator; link: string }> {
  const [lang, link] = await Promise.all([orderMailLang(ctx.db, r.order_id), orderPageLink(ctx, r.order_id, `/returns/${r.id}`)]);
  return { t: translator(lang), link };
}

const money = (r: Return, amount: number, t: Translator) => formatMoneyIn(amount, r.currency, t.lang);

function lineList(r: Return, t: Translator): string {
  return r.lines
    .map((l) => {
      const variant = [l.color, l.size, l.sku && t('common.sku', { sku: l.sku })].filter(Boolean).join(' / ');
      const into = l.exchange
        ? ` -> ${t('mail.return.exchangeFor', { variant: [l.exchange.color, l.exchange.size].filter(Boolean).join(' / ') || (l.exchange.sku ?? '') })}`
        : '';
      return `  ${l.quantity} x ${l.name}${variant ? ` (${variant})` : ''}${into}`;
    })
    .join('\n');
}

/** Sent when the shopper asks for a return: what happens next and how to send the parcel. */
export async function requestedMail(ctx: AppContext, to: string, r: Return, shopName: string): Promise<Mail> {
  const { t, link } = await setting(ctx, r);
  return {
    to,
    subject: t('mail.return.requestedSubject', { number: r.number }),
    text: [
      t('mail.return.requestedIntro', { number: r.number, order: r.order_number, shop: shopName }),
      '',
      lineList(r, t),
      '',
      t('mail.return.next'),
      t('mail.return.step1'),
      t('mail.return.step2', { number: r.number }),
      t('mail.return.step3'),
      '',
      t('mail.return.follow', { link }),
    ].join('\n'),
  };
}

export async function approvedMail(ctx: AppContext, to: string, r: Return, shopName: string, address: string): Promise<Mail> {
  const { t, link } = await setting(ctx, r);
  const due = r.exchange_due > 0 ? `\n\n${t('mail.return.exchangeDue', { amount: money(r, r.exchange_due, t), number: r.number })}` : '';
  return {
    to,
    subject: t('mail.return.approvedSubject', { number: r.number }),
    text:
      `${t('mail.return.approvedIntro', { number: r.number, shop: shopName })}${r.staff_message ? `\n\n${r.staff_message}` : ''}\n\n` +
      `${t('mail.return.sendTo', { number: r.number })}\n${address}${due}\n\n${t('mail.return.follow', { link })}`,
  };
}

export async function rejectedMail(ctx: AppContext, to: string, r: Return, shopName: string): Promise<Mail> {
  const { t, link } = await setting(ctx, r);
  return {
    to,
    subject: t('mail.return.rejectedSubject', { number: r.number }),
    text: `${t('mail.return.rejectedIntro', { number: r.number, shop: shopName })}\n\n${r.staff_message ?? ''}\n\n${t('mail.order.details', { link })}`,
  };
}

export async function refundedMail(ctx: AppContext, to: string, r: Return, amount: number): Promise<Mail> {
  const { t, link } = await setting(ctx, r);
  const params = { number: r.number, amount: money(r, amount, t) };
  return {
    to,
    subject: t('mail.return.refundedSubject', params),
    text: `${t('mail.return.refundedBody', params)}\n\n${t('mail.order.details', { link })}`,
  };
}

export async function creditedMail(ctx: AppContext, to: string, r: Return, amount: number, balance: number): Promise<Mail> {
  const { t, link } = await setting(ctx, r);
  const params = { number: r.number, amount: money(r, amount, t), balance: money(r, balance, t) };
  return {
    to,
    subject: t('mail.return.creditedSubject', params),
    text: `${t('mail.return.creditedBody', params)}\n\n${t('mail.order.details', { link })}`,
  };
}

export async function exchangeShippedMail(ctx: AppContext, to: string, r: Return): Promise<Mail> {
  const { t, link } = await setting(ctx, r);
  const tracking = r.exchange_tracking ? `\n\n${t('mail.order.tracking', { tracking: r.exchange_tracking })}` : '';
  return {
    to,
    subject: t('mail.return.exchangeShippedSubject', { number: r.number }),
    text: `${t('mail.return.exchangeShippedBody', { number: r.number })}${tracking}\n\n${t('mail.order.details', { link })}`,
  };
}
