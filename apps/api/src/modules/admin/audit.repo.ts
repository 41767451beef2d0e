import type { Database } from '../../db/database';
import { offsetOf, type PageRequest } from './admin-pagination';

const entries = (db: Database, action: string | undefined) => {
  const query = db.selectFrom('audit_log');
  return action ? query.where('action', '=', action) : query;
};

/** One page of the log, newest first, with the actor's e-mail and name when the account remains. */
export const listEntries = (db: Database, action: string | undefined, page: PageRequest) =>
  entries(db, action)
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.before_json',
      'audit_log.after_json',
      'audit_log.created_at',
      'audit_log.actor_id',
      'users.email as actor_email',
      'users.first_name as actor_first_name',
      'users.last_name as actor_last_name',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();

export async function countEntries(db: Database, action: string | undefined): Promise<number> {
  const row = await entries(db, action)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const distinctActions = async (db: Database) =>
  (await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute()).map((r) => r.action);
