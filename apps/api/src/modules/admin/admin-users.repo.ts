import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import { offsetOf, type PageRequest } from './admin-pagination';

const COLUMNS = ['id', 'email', 'username', 'first_name', 'last_name', 'date_joined'] as const;

const admins = (db: Database) => db.selectFrom('users').where('role', '=', 'admin').where('deleted_at', 'is', null);

export const listAdmins = (db: Database, page: PageRequest) =>
  admins(db).select(COLUMNS).orderBy('id', 'asc').limit(page.page_size).offset(offsetOf(page)).execute();

export async function countAdmins(db: Database): Promise<number> {
  const row = await admins(db)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The ids of the admins who can sign in; on PostgreSQL their rows stay locked until the transaction ends, so
 * two admins demoting each other at once cannot both succeed (SQLite runs one writer at a time).
 */
export function lockAdmins(db: Database, lock: boolean) {
  const query = admins(db).select('id').where('is_blocked', '=', 0);
  return (lock ? query.forUpdate() : query).execute();
}

export const findAdmin = (db: Database, id: number) => admins(db).select(COLUMNS).where('id', '=', id).executeTakeFirst();

/** Changes the role only from the expected one; false when the account no longer had it. */
export async function changeRole(db: Database, id: number, from: 'customer' | 'admin', to: 'customer' | 'admin'): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ role: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('role', '=', from)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
