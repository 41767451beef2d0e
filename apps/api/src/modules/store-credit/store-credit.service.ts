import { CREDIT_AUDIT_ACTIONS, CREDIT_MESSAGES as M, type StoreCreditKind, type StoreCreditSummary } from '@shopwright/shared/credit';
import { ADMIN_MESSAGES } from '@shopwright/shared/admin';
import { MAX_ID } from '@shopwright/shared/constants';
import { formatMoney, fromMinorIn } from '@shopwright/shared/money';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { pageOf, type PageRequest } from '../admin/admin-pagination';
import { orderNumber } from '../orders/order-number';
import { getSettings } from '../settings/settings.service';
import { findUserById } from '../auth/auth.repo';
import { currencyDigits, toMinorIn } from '../gift-cards/currency';
import * as repo from './store-credit.repo';

/**
 * Store credit: a balance per customer and currency, and the ledger of every movement (ADR 025).
 * Other modules (returns, refunds, placement) move it with `grantCredit` inside their own
 * transaction, so the movement exists exactly when their change does.
 */

export interface CreditMovementInput {
  userId: number;
  currency: string;
  /** Minor units: more than 0 grants, less than 0 deducts. */
  amount: number;
  reason: string;
  kind: StoreCreditKind;
  orderId?: number;
  returnId?: number;
  actorId?: number | null;
  /** Makes the movement happen once: a second call with the key changes nothing and answers the balance. */
  key?: string;
}

/** Moves the balance and writes the ledger row; null when a deduction would go below zero (nothing changed). */
export async function moveCredit(trx: Database, input: CreditMovementInput): Promise<number | null> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) throw new Error(`store credit movement of ${input.amount}`);
  if (input.key && (await repo.movementByKey(trx, input.key))) return repo.balanceOf(trx, input.userId, input.currency);
  const now = nowIso();
  const after = await repo.addToBalance(trx, input.userId, input.currency, input.amount, now);
  if (after === null) return null;
  await repo.insertMovement(trx, {
    user_id: input.userId,
    currency: input.currency,
    amount: input.amount,
    balance_after: after,
    kind: input.kind,
    reason: input.reason,
    order_id: input.orderId ?? null,
    return_id: input.returnId ?? null,
    actor_id: input.actorId ?? null,
    key: input.key ?? null,
    created_at: now,
  });
  return after;
}

/**
 * Grants (amount > 0) or deducts (amount < 0) store credit in the caller's transaction and
 * answers the balance after, in minor units. A deduction below zero is refused with a 409.
 */
export async function grantCredit(trx: Database, input: CreditMovementInput): Promise<number> {
  // A balance is an integer column (at most MAX_ID minor units on PostgreSQL): beyond it a 409, not the database's 500.
  if (input.amount > 0 && (await repo.balanceOf(trx, input.userId, input.currency)) + input.amount > MAX_ID) {
    const message = M.creditAboveMax(formatMoney(fromMinorIn(MAX_ID, input.currency), input.currency));
    throw new AppError(409, 'CONFLICT', message, { amount: [message] });
  }
  const after = await moveCredit(trx, input);
  if (after !== null) return after;
  const balance = await repo.balanceOf(trx, input.userId, input.currency);
  throw new AppError(409, 'CONFLICT', M.creditBelowZero(formatMoney(fromMinorIn(balance, input.currency), input.currency)));
}

export const storeCreditBalance = (db: Database, userId: number, currency: string) => repo.balanceOf(db, userId, currency);

/** The balances and a page of the ledger, newest first. */
export async function creditSummary(db: Database, userId: number, page: PageRequest): Promise<StoreCreditSummary> {
  const [balances, count, rows] = await Promise.all([
    repo.balancesOf(db, userId),
    repo.countMovements(db, userId),
    repo.movementsPage(db, userId, page.page_size, (page.page - 1) * page.page_size),
  ]);
  return {
    balances: balances.map((b) => ({ currency: b.currency, balance: fromMinorIn(Number(b.balance), b.currency) })),
    ...pageOf(
      rows.map((r) => ({
        id: r.id,
        currency: r.currency,
        amount: fromMinorIn(Number(r.amount), r.currency),
        balance_after: fromMinorIn(Number(r.balance_after), r.currency),
        kind: r.kind,
        reason: r.reason,
        order_id: r.order_id,
        order_number: r.order_id !== null && r.order_exists !== null ? orderNumber(r.order_id) : null,
        return_id: r.return_id,
        created_at: r.created_at,
      })),
      count,
      page,
    ),
  };
}

/** `POST admin/customers/{id}/store-credit`: staff grant or deduct with a reason, audited. */
export async function adjustCredit(
  ctx: AppContext,
  actorId: number | null,
  customerId: number,
  input: { amount: number; reason: string; currency?: string | undefined },
): Promise<StoreCreditSummary> {
  const user = await findUserById(ctx.db, customerId);
  if (!user || user.deleted_at) throw notFound(ADMIN_MESSAGES.customerNotFound);
  const currency = input.currency ?? (await getSettings(ctx)).currency;
  if (currencyDigits(currency) === null) throw fieldError('currency', M.currencyInvalid);
  const amount = toMinorIn(input.amount, currency);
  if (amount === null || amount === 0) throw fieldError('amount', M.creditAmountInvalid);
  await ctx.db.transaction().execute(async (trx) => {
    const after = await grantCredit(trx, { userId: customerId, currency, amount, reason: input.reason, kind: 'staff', actorId });
    await recordAudit(trx, {
      actor_id: actorId,
      action: CREDIT_AUDIT_ACTIONS.storeCredit,
      entity: 'user',
      entity_id: customerId,
      before: { currency, balance: fromMinorIn(after - amount, currency) },
      after: { currency, balance: fromMinorIn(after, currency), amount: fromMinorIn(amount, currency), reason: input.reason },
    });
  });
  return creditSummary(ctx.db, customerId, { page: 1, page_size: 20 });
}

/**
 * A refund of an order's store credit payment (the payments provider): the amount goes back to the
 * balance it was spent from (found by the spend movement's key), once per `key`. False when the
 * payment is unknown.
 */
export async function refundStoreCredit(db: Database, spendKey: string, amount: number, key: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const spend = await repo.movementDetailsByKey(trx, spendKey);
    if (!spend) return false;
    await moveCredit(trx, {
      userId: spend.user_id,
      currency: spend.currency,
      amount,
      reason: spend.order_id !== null ? `Refund of order ${orderNumber(spend.order_id)}` : 'Refund',
      kind: 'refund',
      ...(spend.order_id !== null ? { orderId: spend.order_id } : {}),
      key,
    });
    return true;
  });
}
