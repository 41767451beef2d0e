import { CREDIT_MESSAGES as M, formatGiftCardCode, type GiftCardError, type GiftCardRefusal } from '@shopwright/shared/credit';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { refuse, type Refusal } from '../../lib/refusal';
import { nowIso } from '../../lib/time';
import type { QuoteCredit } from '../checkout/checkout.mappers';
import { moveCredit, storeCreditBalance } from '../store-credit/store-credit.service';
import { codeHash, refusalDetail, refusalOf, today } from './gift-cards.service';
import * as repo from './gift-cards.repo';

/**
 * What gift cards and store credit pay of a checkout (ADR 025): gift cards first, in the order
 * given, then store credit, then the card / Stripe / pay later the rest. The quote shows the plan;
 * the order takes it inside its write transaction with conditional updates (`takeCredit`), so
 * concurrent checkouts can never spend more than a card or a balance holds.
 */
export interface CreditPlan extends QuoteCredit {
  payments: Array<
    | { source: 'gift_card'; cardId: number; last4: string; amount: number; balanceAfter: number }
    | { source: 'store_credit'; amount: number; balanceAfter: number }
  >;
  /** The first refused code's reason (a refused code stops an order). */
  refused: GiftCardRefusal | null;
  /** What gift cards and store credit pay in all. */
  paid: number;
}

export interface CreditRequest {
  userId: number;
  currency: string;
  /** The order's total, minor units. */
  total: number;
  codes: string[];
  useStoreCredit: boolean;
  /** False when the cart holds a gift card: gift cards cannot pay for gift cards (every code refused `not_allowed`). */
  giftCardsAllowed?: boolean;
}

export async function planCredit(ctx: AppContext, db: Database, req: CreditRequest): Promise<CreditPlan> {
  const hashes = req.codes.map((c) => codeHash(ctx, c));
  const [cards, available] = await Promise.all([repo.findCardsByHash(db, hashes), storeCreditBalance(db, req.userId, req.currency)]);
  const byHash = new Map(cards.map((c) => [c.code_hash, c]));
  const on = today();
  const plan: CreditPlan = { payments: [], errors: [], storeCreditAvailable: available, refused: null, paid: 0 };
  let due = req.total;
  req.codes.forEach((code, i) => {
    const card = byHash.get(hashes[i]!);
    const reason = req.giftCardsAllowed === false ? 'not_allowed' : refusalOf(card, req.currency, on);
    if (reason) {
      const error: GiftCardError = {
        code: formatGiftCardCode(code),
        reason,
        detail: refusalDetail(reason, card?.currency ?? '', req.currency),
      };
      plan.errors.push(error);
      plan.refused ??= reason;
      return;
    }
    const take = Math.min(Number(card!.balance), due);
    if (take <= 0) return;
    due -= take;
    plan.payments.push({
      source: 'gift_card',
      cardId: card!.id,
      last4: card!.last4,
      amount: take,
      balanceAfter: Number(card!.balance) - take,
    });
  });
  if (req.useStoreCredit && due > 0 && available > 0) {
    const take = Math.min(available, due);
    due -= take;
    plan.payments.push({ source: 'store_credit', amount: take, balanceAfter: available - take });
  }
  plan.paid = req.total - due;
  return plan;
}

/** A refused code stops an order as a refused discount code does: 409, the reason, the field. */
export function creditRefusal(plan: CreditPlan): Refusal | null {
  if (!plan.refused) return null;
  const detail = plan.errors[0]!.detail;
  return { ...refuse(409, 'CONFLICT', detail, { gift_cards: [detail] }), reason: plan.refused };
}

export interface TakenCredit {
  method: 'gift_card' | 'store_credit';
  amount: number;
  /** The card's id, or the store credit movement's id. */
  reference: string;
  last4: string | null;
}

/**
 * Takes the plan inside the order's write transaction: each card with a conditional update (a card
 * spent meanwhile refuses the order), the store credit likewise, each with its movement.
 */
export async function takeCredit(
  trx: Database,
  order: { id: number; userId: number; currency: string; number: string },
  plan: CreditPlan,
): Promise<TakenCredit[] | Refusal> {
  const taken: TakenCredit[] = [];
  const now = nowIso();
  const on = today();
  for (const p of plan.payments) {
    if (p.source === 'gift_card') {
      const after = await repo.spendCard(trx, p.cardId, p.amount, on, now);
      if (after === null) return refuse(409, 'CONFLICT', M.spentMeanwhile, { gift_cards: [M.spentMeanwhile] });
      await repo.insertMovement(trx, {
        gift_card_id: p.cardId,
        amount: -p.amount,
        balance_after: after,
        kind: 'spend',
        order_id: order.id,
        actor_type: 'customer',
        actor_id: order.userId,
        key: `order-${order.id}-spend-${p.cardId}`,
        created_at: now,
      });
      taken.push({ method: 'gift_card', amount: p.amount, reference: String(p.cardId), last4: p.last4 });
      continue;
    }
    const key = `order-${order.id}-spend`;
    const after = await moveCredit(trx, {
      userId: order.userId,
      currency: order.currency,
      amount: -p.amount,
      reason: `Order ${order.number}`,
      kind: 'order',
      orderId: order.id,
      actorId: order.userId,
      key,
    });
    if (after === null) return refuse(409, 'CONFLICT', M.creditSpentMeanwhile, { use_store_credit: [M.creditSpentMeanwhile] });
    taken.push({ method: 'store_credit', amount: p.amount, reference: key, last4: null });
  }
  return taken;
}

/** Gives a card back `amount` once per `key` (a refund, a placement undone); answers the balance after. */
export async function giveBackToCard(
  trx: Database,
  cardId: number,
  amount: number,
  key: string,
  kind: 'refund' | 'release',
  orderId: number | null,
): Promise<number | null> {
  const done = await repo.movementByKey(trx, key);
  if (done) return Number(done.balance_after);
  const now = nowIso();
  const after = await repo.creditCard(trx, cardId, amount, now);
  if (after === null) return null;
  await repo.insertMovement(trx, {
    gift_card_id: cardId,
    amount,
    balance_after: after,
    kind,
    order_id: orderId,
    actor_type: 'system',
    actor_id: null,
    key,
    created_at: now,
  });
  return after;
}

/**
 * Undoes what an order took from gift cards and store credit (its payment refused, or an unpaid
 * order cancelled), in the caller's transaction: once per order, whatever retries.
 */
export async function releaseCredit(
  trx: Database,
  order: { id: number; userId: number; currency: string; number: string },
  payments: Array<{ method: string; amount: number; refunded: number; reference: string | null }>,
): Promise<void> {
  for (const p of payments) {
    const left = Number(p.amount) - Number(p.refunded);
    if (left <= 0 || !p.reference) continue;
    if (p.method === 'gift_card')
      await giveBackToCard(trx, Number(p.reference), left, `order-${order.id}-release-${p.reference}`, 'release', order.id);
    if (p.method === 'store_credit')
      await moveCredit(trx, {
        userId: order.userId,
        currency: order.currency,
        amount: left,
        reason: `Order ${order.number} not completed: credit given back`,
        kind: 'order',
        orderId: order.id,
        key: `order-${order.id}-release`,
      });
  }
}
