import type { Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import type { NewsletterSubscribersTable } from './newsletter.table';

type SubscriberUpdate = Updateable<NewsletterSubscribersTable>;

export const findByEmail = (db: Database, email: string) =>
  db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findByConfirmHash = (db: Database, hash: string) =>
  db.selectFrom('newsletter_subscribers').selectAll().where('confirm_token_hash', '=', hash).executeTakeFirst();

export const findByUnsubscribeToken = (db: Database, token: string) =>
  db.selectFrom('newsletter_subscribers').selectAll().where('unsubscribe_token', '=', token).executeTakeFirst();

/** Inserts a subscriber; false when the address already exists (e.g. two requests raced). */
export async function insertSubscriber(
  db: Database,
  row: Pick<
    NewsletterSubscribersTable,
    'email' | 'status' | 'confirm_token_hash' | 'confirm_sent_at' | 'unsubscribe_token' | 'confirmed_at' | 'created_at' | 'updated_at'
  >,
): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_subscribers')
    .values({ ...row, unsubscribed_at: null })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export const updateSubscriber = (db: Database, id: number, patch: SubscriberUpdate) =>
  db.updateTable('newsletter_subscribers').set(patch).where('id', '=', id).execute();

/**
 * Records a new confirmation mail unless another request recorded one since `previousSentAt`
 * was read: only the winner sends, so an address gets one mail per resend window.
 */
export async function claimConfirmation(db: Database, id: number, previousSentAt: string | null, patch: SubscriberUpdate) {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set(patch)
    .where('id', '=', id)
    .where('confirm_sent_at', previousSentAt === null ? 'is' : '=', previousSentAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const listConfirmed = (db: Database) =>
  db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'unsubscribe_token'])
    .where('status', '=', 'confirmed')
    .orderBy('id')
    .execute();

/** Moves a subscription to a new address, unless that address already has its own. */
export async function moveEmail(db: Database, from: string, to: string): Promise<void> {
  if (await findByEmail(db, to)) return;
  await db
    .updateTable('newsletter_subscribers')
    .set({ email: to.toLowerCase(), updated_at: nowIso() })
    .where('email', '=', from.toLowerCase())
    .execute();
}

export const deleteByEmail = (db: Database, email: string) =>
  db.deleteFrom('newsletter_subscribers').where('email', '=', email.toLowerCase()).execute();
