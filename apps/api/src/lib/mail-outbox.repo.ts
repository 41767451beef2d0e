import type { AdminMail, MailDeliveryStatus } from '@shopwright/shared/admin';
import type { Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { OutboxTable } from '../db/schema';
import { compiledOnce, firstRow } from '../db/compiled-once';

/** The outbox table's queries: the mailer's writes and delivery rounds, and the admin list. */
export async function insertMail(db: Database, mail: Insertable<OutboxTable>): Promise<number> {
  return firstRow(await insertMailRow(db, mail)).id;
}
// Every order's confirmation is one (compiledOnce, issue 29).
const insertMailRow = compiledOnce((db: Database, mail: Insertable<OutboxTable>) =>
  db.insertInto('mail_outbox').values(mail).returning('id'),
);

export const markSent = (db: Database, id: number, attempts: number, at: string) =>
  db
    .updateTable('mail_outbox')
    .set({ status: 'sent', attempts, sent_at: at, last_error: null, next_attempt_at: null })
    .where('id', '=', id)
    .execute();

/** A failed attempt: queued again until `retryAt`, or failed for good when there is none. */
export const markFailedAttempt = (db: Database, id: number, attempts: number, error: string, retryAt: string | null) =>
  db
    .updateTable('mail_outbox')
    .set({ status: retryAt === null ? 'failed' : 'queued', attempts, last_error: error, next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute();

/** Queued mails whose next attempt is due, the most overdue first. */
export const dueMails = (db: Database, now: string, limit: number) =>
  db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'headers', 'attempts'])
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();

/**
 * Replaces the bodies of mails holding one-time links with `purgedBody`: those expired before
 * `expiredBefore`, or every one sent to `to`; then fails the queued ones among them.
 */
export async function purgeSecretBodies(
  db: Database,
  which: { expiredBefore?: string; to?: string },
  purgedBody: string,
  reason: string,
): Promise<void> {
  let query = db
    .updateTable('mail_outbox')
    .set({ text_body: purgedBody, html_body: null, secret_expires_at: null })
    .where('secret_expires_at', 'is not', null);
  if (which.expiredBefore) query = query.where('secret_expires_at', '<', which.expiredBefore);
  if (which.to) query = query.where('to_address', '=', which.to);
  await query.execute();
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', last_error: reason, next_attempt_at: null })
    .where('text_body', '=', purgedBody)
    .where('status', '=', 'queued')
    .execute();
}

/** A page of the outbox for the admin list, newest first, optionally of one delivery status. */
export async function listMails(
  db: Database,
  query: { page: number; page_size: number; status?: MailDeliveryStatus },
): Promise<{ results: AdminMail[]; count: number }> {
  let base = db.selectFrom('mail_outbox');
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'next_attempt_at', 'sent_at', 'created_at'])
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map(({ to_address, ...row }) => ({ ...row, to: to_address })), count: Number(total.n) };
}
