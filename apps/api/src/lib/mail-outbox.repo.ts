import type { AdminMail, MailDeliveryStatus } from '@shopwright/shared/admin';
import type { Database } from '../db/database';

/** The mailer owns the outbox table; this is its read side for the admin list. A page of the outbox, newest first, optionally of one delivery status. */
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
