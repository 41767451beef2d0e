import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import { CARD_BRAND_LABELS, type CardBrand } from '@shopwright/shared/checkout';
import type { AuthorizeResult, CardDetails, PaymentFailureReason, PaymentResult } from './payment-provider';
import { findGatewayCall, insertGatewayCallIfNew, insertGatewayCallOnce, type GatewayCall } from './gateway-calls.repo';

export { findGatewayCall } from './gateway-calls.repo';
import { testCardGateway } from './test-card-gateway';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps the first result per key, as a processor does with idempotency keys: a second call (a
 * retry, or a late call that lost to the sweep) gets the stored answer instead of moving money again.
 */
async function keep(db: Database, call: GatewayCall): Promise<GatewayCall> {
  await insertGatewayCallOnce(db, call);
  return (await findGatewayCall(db, call.key))!;
}

/** The bench's slow processor (BENCH_PAYMENT_DELAY_MS, refused in production). */
export const gatewayDelay = (ctx: AppContext) =>
  ctx.config.paymentBench.delayMs > 0 ? sleep(ctx.config.paymentBench.delayMs) : Promise.resolve();

const asAuthorize = (call: GatewayCall, message: string): AuthorizeResult =>
  call.status === 'succeeded' && call.reference
    ? {
        ok: true,
        reference: call.reference,
        card: call.card_brand && call.card_last4 ? { brand: brandOf(call.card_brand), last4: call.card_last4 } : null,
      }
    : { ok: false, reason: REASONS.find((r) => r === call.failure_reason) ?? 'card_declined', message };

const BRANDS = Object.keys(CARD_BRAND_LABELS) as CardBrand[];
const brandOf = (stored: string): CardBrand => BRANDS.find((b) => b === stored) ?? 'unknown';
const REASONS: PaymentFailureReason[] = ['card_declined', 'insufficient_funds', 'test_mode_card', 'invalid_card', 'unknown_reference'];

/**
 * Authorizes and captures a card in one step under `key` (derived from the order). The gateway's
 * record is written on its own (it is the processor's state, not the shop's), so the settling
 * sweep can later ask what happened to the key.
 */
export async function chargeOnce(
  ctx: AppContext,
  key: string,
  amount: number,
  currency: string,
  card: CardDetails | undefined,
): Promise<AuthorizeResult> {
  await gatewayDelay(ctx);
  // The test gateway's answer is worked out in memory (no money moves until it is stored), so the
  // call is stored first and only a key that had an answer already is read back (issue 29).
  const auth = await testCardGateway.authorize({ amount, currency, card });
  const captured = auth.ok ? await testCardGateway.capture(auth.reference, amount) : auth;
  const base = {
    key,
    kind: 'charge' as const,
    amount,
    currency,
    created_at: nowIso(),
    card_brand: auth.ok ? (auth.card?.brand ?? null) : null,
    card_last4: auth.ok ? (auth.card?.last4 ?? null) : null,
  };
  const stored =
    captured.ok && auth.ok
      ? await insertGatewayCallIfNew(ctx.db, { ...base, status: 'succeeded', reference: auth.reference, failure_reason: null })
      : await insertGatewayCallIfNew(ctx.db, {
          ...base,
          status: 'failed',
          reference: null,
          failure_reason: captured.ok ? null : captured.reason,
        });
  // A key with an earlier answer (a retry, or the sweep's abandonment) gets that answer, not a second charge.
  if (!stored) return asAuthorize((await findGatewayCall(ctx.db, key))!, 'The payment was already refused.');
  // A refusal keeps the gateway's own message.
  if (!auth.ok) return auth;
  return asAuthorize(stored, captured.ok ? 'The payment was already refused.' : captured.message);
}

/** Marks a key as abandoned when no charge arrived in time: a charge arriving later with it is refused. */
export const abandonCharge = (db: Database, key: string, amount: number) =>
  keep(db, {
    key,
    kind: 'charge',
    status: 'failed',
    reference: null,
    amount,
    failure_reason: 'abandoned',
    card_brand: null,
    card_last4: null,
    created_at: nowIso(),
  });

/** Refunds (or voids, for `kind: 'void'`) a charge once per key. */
export async function refundOnce(
  ctx: AppContext,
  key: string,
  reference: string,
  amount: number,
  kind: 'refund' | 'void' = 'refund',
  currency?: string,
): Promise<PaymentResult> {
  await gatewayDelay(ctx);
  const earlier = await findGatewayCall(ctx.db, key);
  const result = earlier ? null : kind === 'void' ? await testCardGateway.void(reference) : await testCardGateway.refund(reference, amount);
  const stored =
    earlier ??
    (await keep(ctx.db, {
      key,
      kind,
      amount,
      currency: currency ?? null,
      created_at: nowIso(),
      card_brand: null,
      card_last4: null,
      status: result!.ok ? 'succeeded' : 'failed',
      reference: result!.ok ? result!.reference : null,
      failure_reason: result!.ok ? null : result!.reason,
    }));
  return stored.status === 'succeeded' && stored.reference
    ? { ok: true, reference: stored.reference }
    : { ok: false, reason: 'unknown_reference', message: 'The refund was refused.' };
}
