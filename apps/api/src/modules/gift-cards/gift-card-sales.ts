import { isLang, type Lang } from '@shopwright/shared/i18n';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import { parseRecipient } from '../cart/cart-gift-card';
import { addressOf } from '../orders/orders.mappers';
import { getSettings } from '../settings/settings.service';
import { codeHash, today } from './gift-cards.service';
import { soldGiftCardCode } from './gift-card-codes';
import { soldGiftCardMail } from './gift-cards.mails';
import * as repo from './gift-card-sales.repo';
import { insertMovement } from './gift-cards.repo';

/*
 * Gift cards sold as products (ADR 025). Once an order is paid (card, Stripe's webhook, pay later
 * marked paid, or gift cards and store credit), a job issues one card per unit of each gift-card
 * line, in the order's currency at the line's unit price, and mails each code to its recipient on
 * the chosen day (at once without one), in the order's language. Both steps are idempotent: a
 * card's code is derived from its line and unit, so its hash is unique, and a mail is claimed
 * before it is sent. Mails go out after the transaction that claimed them.
 */

export const GIFT_CARD_SALES_JOB = 'gift-card-sales';
const BATCH = 100;

/** Issues the cards of paid orders' gift-card lines that lack some; answers how many were issued. */
export async function issueSoldCards(ctx: AppContext): Promise<number> {
  let issued = 0;
  for (const line of await repo.linesToIssue(ctx.db, BATCH)) {
    issued += await ctx.db.transaction().execute((trx) => issueLine(ctx, trx, line));
  }
  return issued;
}

async function issueLine(ctx: AppContext, trx: Database, line: repo.LineToIssue): Promise<number> {
  // Under the order's lock (PostgreSQL) a cancellation cannot slip in between the check and the cards.
  if (!(await repo.paidOrderForIssue(trx, line.order_id, ctx.dialect === 'postgres'))) return 0;
  const recipient = parseRecipient(line.gift_card);
  if (!recipient) return 0;
  const amount = Number(line.unit_price);
  const now = nowIso();
  let issued = 0;
  for (let unit = 1; unit <= Number(line.quantity); unit++) {
    const code = soldGiftCardCode(ctx.config.jwtSecret, line.id, unit);
    const inserted = await trx
      .insertInto('gift_cards')
      .values({
        code_hash: codeHash(ctx, code),
        last4: code.slice(-4),
        currency: line.currency,
        initial_balance: amount,
        balance: amount,
        expires_on: null,
        note: '',
        recipient_email: recipient.recipient_email,
        recipient_name: recipient.recipient_name,
        recipient_message: recipient.message || null,
        send_on: recipient.send_on,
        sent_at: null,
        order_id: line.order_id,
        order_line_id: line.id,
        unit,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      // Issued already (a retry, another process): the derived code's hash is taken.
      .onConflict((oc) => oc.column('code_hash').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    await insertMovement(trx, {
      gift_card_id: inserted.id,
      amount,
      balance_after: amount,
      kind: 'issue',
      order_id: line.order_id,
      actor_type: 'system',
      actor_id: null,
      key: `sold-${line.id}-${unit}`,
      created_at: now,
    });
    issued++;
  }
  return issued;
}

const buyerName = (card: repo.CardToSend) =>
  `${card.first_name ?? ''} ${card.last_name ?? ''}`.trim() || addressOf(card.billing_address).full_name || card.recipient_email!;

/** Mails the sold cards whose day has come; answers how many were mailed. */
export async function sendDueCards(ctx: AppContext): Promise<number> {
  const due = await repo.cardsToSend(ctx.db, today(), BATCH);
  if (due.length === 0) return 0;
  const { shop_name } = await getSettings(ctx);
  let sent = 0;
  for (const card of due) {
    if (!(await repo.claimSend(ctx.db, card.id, nowIso()))) continue;
    const lang: Lang = isLang(card.lang) ? card.lang : 'en';
    const code = soldGiftCardCode(ctx.config.jwtSecret, card.order_line_id!, card.unit!);
    const mail = soldGiftCardMail(ctx, lang, shop_name, {
      to: card.recipient_email!,
      recipient: card.recipient_name ?? '',
      buyer: buyerName(card),
      message: card.recipient_message,
      code,
      amount: Number(card.initial_balance),
      currency: card.currency,
    });
    try {
      await ctx.mailer.store(mail);
      sent++;
    } catch (err) {
      ctx.log.error({ err, card: card.id }, 'the mail of a sold gift card could not be stored; the next round retries it');
      await repo.unclaimSend(ctx.db, card.id);
    }
  }
  return sent;
}

/** One round of the job: issue what paid orders sold, then mail what is due. */
export async function runGiftCardSales(ctx: AppContext): Promise<void> {
  await issueSoldCards(ctx);
  await sendDueCards(ctx);
}

/**
 * An order with gift cards in it is cancelled (in the caller's transaction): its sold cards are
 * disabled so they pay nothing more. Answers what their recipients spent already: it is not
 * refunded (the cancellation refunds the rest).
 */
export async function disableSoldCards(trx: Database, orderId: number): Promise<number> {
  const cards = await repo.soldCards(trx, orderId);
  if (cards.length === 0) return 0;
  const now = nowIso();
  await trx
    .updateTable('gift_cards')
    .set({ disabled: 1, updated_at: now })
    .where(
      'id',
      'in',
      cards.map((c) => c.id),
    )
    .execute();
  return cards.reduce((sum, c) => sum + Number(c.initial_balance) - Number(c.balance), 0);
}

/** When each gift-card line's cards were all mailed (null: not all yet): the order page says so. */
export async function lineCardsSent(db: Database, orderId: number): Promise<Map<number, string | null>> {
  const out = new Map<number, string | null>();
  for (const card of await repo.soldCards(db, orderId)) {
    const lineId = card.order_line_id!;
    const before = out.has(lineId) ? out.get(lineId)! : '';
    out.set(lineId, before === null || card.sent_at === null ? null : card.sent_at > before ? card.sent_at : before);
  }
  return out;
}
