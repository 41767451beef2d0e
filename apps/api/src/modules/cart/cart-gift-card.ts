import { GIFT_CARD_SALE_MESSAGES as M, type GiftCardRecipient } from '@shopwright/shared/credit';
import type { Database } from '../../db/database';
import { AppError, fieldError } from '../../lib/errors';
import { nowIso } from '../../lib/time';

/*
 * Gift-card lines (ADR 025): a gift card product is added with its recipient, kept on the line
 * as JSON until the order copies it. One line per amount holds one recipient.
 */

/** The recipient a line of this product keeps: required for a gift card (400), refused for any other product (400). */
export function recipientFor(kind: string, given: GiftCardRecipient | undefined): GiftCardRecipient | null {
  if (kind === 'gift_card') {
    if (!given) throw fieldError('gift_card', M.recipientRequired);
    return given;
  }
  if (given) throw fieldError('gift_card', M.recipientNotAllowed);
  return null;
}

/** A stored line's recipient (JSON), or null. */
export function parseRecipient(json: string | null | undefined): GiftCardRecipient | null {
  if (!json) return null;
  const r = JSON.parse(json) as Partial<GiftCardRecipient>;
  return {
    recipient_name: r.recipient_name ?? '',
    recipient_email: r.recipient_email ?? '',
    message: r.message ?? '',
    send_on: r.send_on ?? null,
  };
}

/**
 * After units were added to the line `lineId`: a line kept for another recipient refuses them
 * (409, the transaction rolls back); the same recipient's line takes the newest message and date.
 */
export async function keepRecipient(trx: Database, userId: number, lineId: number, recipient: GiftCardRecipient): Promise<void> {
  const row = await trx
    .selectFrom('cart_items')
    .select('gift_card')
    .where('id', '=', lineId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const stored = parseRecipient(row?.gift_card);
  if (stored && stored.recipient_email !== recipient.recipient_email) {
    const message = M.otherRecipient(stored.recipient_name);
    throw new AppError(409, 'CONFLICT', message, { gift_card: [message] });
  }
  await trx
    .updateTable('cart_items')
    .set({ gift_card: JSON.stringify(recipient), updated_at: nowIso() })
    .where('id', '=', lineId)
    .where('user_id', '=', userId)
    .execute();
}
