import {
  CREDIT_AUDIT_ACTIONS,
  CREDIT_MESSAGES as M,
  GIFT_CARD_LIMITS,
  GIFT_CARD_SALE_MESSAGES,
  formatGiftCardCode,
  type AdminGiftCard,
  type AdminGiftCardDetail,
  type GiftCardBalance,
  type GiftCardBulkResult,
  type GiftCardIssued,
  type GiftCardRefusal,
  type GiftCardStatus,
} from '@shopwright/shared/credit';
import type { Page } from '@shopwright/shared/admin';
import { langOf } from '@shopwright/shared/i18n';
import { fromMinorIn, formatMoney } from '@shopwright/shared/money';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { fieldError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { pageOf, type PageRequest } from '../admin/admin-pagination';
import { orderNumber } from '../orders/order-number';
import { getSettings } from '../settings/settings.service';
import { currencyDigits, toMinorIn } from './currency';
import { hashGiftCardCode, newGiftCardCode } from './gift-card-codes';
import { giftCardMail } from './gift-cards.mails';
import * as repo from './gift-cards.repo';
import type { GiftCardRow } from './gift-cards.table';

/** Today as a UTC day (`2030-01-31`): expiry days compare as text. */
export const today = () => nowIso().slice(0, 10);

/** `day` plus `years` (a 29 February lands on 1 March). */
export function addYears(day: string, years: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

export function statusOf(card: Pick<GiftCardRow, 'disabled' | 'expires_on' | 'balance'>, on = today()): GiftCardStatus {
  if (Number(card.disabled) === 1) return 'disabled';
  if (card.expires_on !== null && card.expires_on < on) return 'expired';
  return Number(card.balance) > 0 ? 'active' : 'empty';
}

/** Why a card cannot pay an order in `currency` today, or null. */
export function refusalOf(card: GiftCardRow | undefined, currency: string, on = today()): GiftCardRefusal | null {
  if (!card) return 'not_found';
  const status = statusOf(card, on);
  if (status !== 'active') return status;
  return card.currency === currency ? null : 'currency';
}

export function refusalDetail(reason: GiftCardRefusal, cardCurrency: string, cartCurrency: string): string {
  if (reason === 'currency') return M.currency(cardCurrency, cartCurrency);
  if (reason === 'not_found') return M.notFound;
  if (reason === 'not_allowed') return GIFT_CARD_SALE_MESSAGES.noGiftCardsForGiftCards;
  return M[reason];
}

export const codeHash = (ctx: AppContext, code: string) => hashGiftCardCode(ctx.config.jwtSecret, code);

type CardRow = NonNullable<Awaited<ReturnType<typeof repo.findCard>>>;

function toAdminCard(row: CardRow, on = today()): AdminGiftCard {
  return {
    id: row.id,
    last4: row.last4,
    currency: row.currency,
    initial_balance: fromMinorIn(Number(row.initial_balance), row.currency),
    balance: fromMinorIn(Number(row.balance), row.currency),
    status: statusOf(row, on),
    disabled: Number(row.disabled) === 1,
    expires_on: row.expires_on,
    note: row.note,
    recipient_email: row.recipient_email,
    recipient_name: row.recipient_name,
    order_id: row.order_id,
    created_by:
      row.created_by !== null && row.creator_email !== null
        ? {
            id: row.created_by,
            email: row.creator_email,
            name: `${row.creator_first_name ?? ''} ${row.creator_last_name ?? ''}`.trim(),
          }
        : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The expiry asked for, checked against the legal minimum from `issuedOn` (400 on the field). */
function checkExpiry(expiresOn: string | null | undefined, issuedOn: string): string | null {
  if (!expiresOn) return null;
  const earliest = addYears(issuedOn, GIFT_CARD_LIMITS.minExpiryYears);
  if (expiresOn < earliest) throw fieldError('expires_on', M.expiresTooSoon(earliest));
  return expiresOn;
}

interface IssueInput {
  amount: number;
  currency?: string | undefined;
  expires_on?: string | null | undefined;
  note?: string | undefined;
  recipient_email?: string | null | undefined;
}

/** The checked value, currency and expiry of cards to issue. */
async function issuePlan(ctx: AppContext, input: IssueInput) {
  const currency = input.currency ?? (await getSettings(ctx)).currency;
  if (currencyDigits(currency) === null) throw fieldError('currency', M.currencyInvalid);
  const amount = toMinorIn(input.amount, currency);
  if (amount === null || amount <= 0) throw fieldError('amount', M.amountInvalid);
  return { currency, amount, expiresOn: checkExpiry(input.expires_on, today()) };
}

/** Writes one card and its `issue` movement; answers its id and its code (shown once). */
async function writeCard(
  ctx: AppContext,
  trx: Database,
  actorId: number | null,
  plan: { currency: string; amount: number; expiresOn: string | null },
  input: IssueInput,
) {
  const code = newGiftCardCode();
  const now = nowIso();
  const id = await repo.insertCard(trx, {
    code_hash: codeHash(ctx, code),
    last4: code.slice(-4),
    currency: plan.currency,
    initial_balance: plan.amount,
    balance: plan.amount,
    expires_on: plan.expiresOn,
    note: input.note ?? '',
    recipient_email: input.recipient_email ?? null,
    recipient_name: null,
    recipient_message: null,
    send_on: null,
    sent_at: input.recipient_email ? now : null,
    order_id: null,
    created_by: actorId,
    created_at: now,
    updated_at: now,
  });
  await repo.insertMovement(trx, {
    gift_card_id: id,
    amount: plan.amount,
    balance_after: plan.amount,
    kind: 'issue',
    order_id: null,
    actor_type: 'staff',
    actor_id: actorId,
    key: null,
    created_at: now,
  });
  return { id, code };
}

const audited = (plan: { currency: string; amount: number; expiresOn: string | null }, extra: object) => ({
  amount: fromMinorIn(plan.amount, plan.currency),
  currency: plan.currency,
  expires_on: plan.expiresOn,
  ...extra,
});

/** `POST admin/gift-cards`: one card; the answer carries its code, never shown again. A recipient is mailed the code. */
export async function issueCard(ctx: AppContext, actorId: number | null, input: IssueInput): Promise<GiftCardIssued> {
  const plan = await issuePlan(ctx, input);
  const { id, code } = await ctx.db.transaction().execute(async (trx) => {
    const card = await writeCard(ctx, trx, actorId, plan, input);
    await recordAudit(trx, {
      actor_id: actorId,
      action: CREDIT_AUDIT_ACTIONS.giftCardIssue,
      entity: 'gift_card',
      entity_id: card.id,
      after: audited(plan, { last4: card.code.slice(-4), note: input.note ?? '', recipient_email: input.recipient_email ?? null }),
    });
    return card;
  });
  if (input.recipient_email) {
    const { shop_name } = await getSettings(ctx);
    // A recipient with an account reads it in their language; anyone else in English.
    const user = await ctx.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', input.recipient_email.toLowerCase())
      .executeTakeFirst();
    ctx.mailer.send(
      giftCardMail(
        ctx,
        input.recipient_email,
        { code, amount: plan.amount, currency: plan.currency, expiresOn: plan.expiresOn },
        shop_name,
        langOf(user?.language),
      ),
    );
  }
  return { ...toAdminCard((await repo.findCard(ctx.db, id))!), code: formatGiftCardCode(code) };
}

/** `POST admin/gift-cards/bulk`: `count` cards of one value in one transaction, one audit entry. */
export async function bulkIssue(
  ctx: AppContext,
  actorId: number | null,
  input: IssueInput & { count: number },
): Promise<GiftCardBulkResult> {
  const plan = await issuePlan(ctx, { ...input, recipient_email: null });
  const cards = await ctx.db.transaction().execute(async (trx) => {
    const written = [];
    for (let i = 0; i < input.count; i++) written.push(await writeCard(ctx, trx, actorId, plan, { ...input, recipient_email: null }));
    await recordAudit(trx, {
      actor_id: actorId,
      action: CREDIT_AUDIT_ACTIONS.giftCardBulk,
      entity: 'gift_card',
      entity_id: null,
      after: audited(plan, { count: input.count, note: input.note ?? '', ids: written.map((c) => c.id) }),
    });
    return written;
  });
  const rows = new Map((await Promise.all(cards.map((c) => repo.findCard(ctx.db, c.id)))).map((r) => [r!.id, r!]));
  return { count: cards.length, cards: cards.map((c) => ({ ...toAdminCard(rows.get(c.id)!), code: formatGiftCardCode(c.code) })) };
}

/** The bulk answer as a CSV file (the codes, shown this once). */
export function bulkCsv(result: GiftCardBulkResult): { filename: string; rows: Array<Array<string | number | null | { money: number }>> } {
  return {
    filename: `gift-cards-${nowIso().slice(0, 19).replace(/[:T]/g, '-')}.csv`,
    rows: result.cards.map((c) => [c.code, c.last4, { money: c.initial_balance }, c.currency, c.expires_on, c.note]),
  };
}

export async function listCards(
  ctx: AppContext,
  query: PageRequest & { last4?: string | undefined; status?: GiftCardStatus | undefined },
): Promise<Page<AdminGiftCard>> {
  const filter = { last4: query.last4, status: query.status, today: today() };
  const [rows, count] = await Promise.all([
    repo.listCards(ctx.db, filter, query.page_size, (query.page - 1) * query.page_size),
    repo.countCards(ctx.db, filter),
  ]);
  return pageOf(
    rows.map((r) => toAdminCard(r, filter.today)),
    count,
    query,
  );
}

export async function getCard(ctx: AppContext, id: number): Promise<AdminGiftCardDetail> {
  const [row, movements] = await Promise.all([repo.findCard(ctx.db, id), repo.cardMovements(ctx.db, id)]);
  if (!row) throw notFound(M.giftCardNotFound);
  return {
    ...toAdminCard(row),
    movements: movements.map((m) => ({
      id: m.id,
      kind: m.kind,
      amount: fromMinorIn(Number(m.amount), row.currency),
      balance_after: fromMinorIn(Number(m.balance_after), row.currency),
      order_id: m.order_id,
      order_number: m.order_id !== null && m.order_exists !== null ? orderNumber(m.order_id) : null,
      actor: m.actor_type,
      created_at: m.created_at,
    })),
  };
}

/** `PATCH admin/gift-cards/{id}`: disable or enable, move the expiry (never under the legal minimum from issue), edit the note; audited. */
export async function patchCard(
  ctx: AppContext,
  actorId: number | null,
  id: number,
  patch: { disabled?: boolean | undefined; expires_on?: string | null | undefined; note?: string | undefined },
): Promise<AdminGiftCardDetail> {
  const row = await repo.findCard(ctx.db, id);
  if (!row) throw notFound(M.giftCardNotFound);
  const changes: { disabled?: number; expires_on?: string | null; note?: string } = {};
  if (patch.disabled !== undefined) changes.disabled = patch.disabled ? 1 : 0;
  if (patch.expires_on !== undefined) changes.expires_on = checkExpiry(patch.expires_on, row.created_at.slice(0, 10));
  if (patch.note !== undefined) changes.note = patch.note;
  const before = { disabled: Number(row.disabled) === 1, expires_on: row.expires_on, note: row.note };
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateCard(trx, id, { ...changes, updated_at: nowIso() });
    await recordAudit(trx, {
      actor_id: actorId,
      action: CREDIT_AUDIT_ACTIONS.giftCardUpdate,
      entity: 'gift_card',
      entity_id: id,
      before: Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as keyof typeof before]])),
      after: { ...changes, ...(changes.disabled !== undefined ? { disabled: changes.disabled === 1 } : {}) },
    });
  });
  return getCard(ctx, id);
}

/** `GET gift-cards/{code}/balance`: the card's balance, or why it cannot pay (the route answers 404 with the reason). */
export async function balanceOfCode(
  ctx: AppContext,
  code: string,
): Promise<GiftCardBalance | { refused: GiftCardRefusal; detail: string }> {
  const card = await repo.findCardByHash(ctx.db, codeHash(ctx, code));
  if (!card) return { refused: 'not_found', detail: M.notFound };
  const status = statusOf(card);
  // An empty card still answers its balance (0): the shopper asked how much is left.
  if (status === 'disabled' || status === 'expired')
    return { refused: status, detail: refusalDetail(status, card.currency, card.currency) };
  return {
    last4: card.last4,
    balance: fromMinorIn(Number(card.balance), card.currency),
    currency: card.currency,
    expires_on: card.expires_on,
  };
}

export const money = (minor: number, currency: string) => formatMoney(fromMinorIn(minor, currency), currency);
