import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CustomerSort } from '@shopwright/shared/admin';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import { offsetOf, type PageRequest } from './admin-pagination';

const COLUMNS = ['id', 'email', 'username', 'first_name', 'last_name', 'date_joined', 'is_blocked', 'updated_at'] as const;

/** `%` and `_` typed in a search are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: RawBuilder<unknown>, pattern: string) => sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;

/** Customers (not admins, not deleted accounts) matching the search in name, e-mail or username. */
function customers(db: Database, q: string | undefined, updatedSince?: string) {
  let query = db.selectFrom('users').where('role', '=', 'customer').where('deleted_at', 'is', null);
  if (updatedSince) query = query.where('updated_at', '>=', updatedSince);
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or([like(sql.ref('email'), pattern), like(sql.ref('username'), pattern), like(sql`first_name || ' ' || last_name`, pattern)]),
    );
  }
  return query;
}

export async function listCustomers(db: Database, filter: { q?: string; sort: CustomerSort; updated_since?: string } & PageRequest) {
  let query = customers(db, filter.q, filter.updated_since).select(COLUMNS);
  const desc = filter.sort.startsWith('-');
  if (filter.sort.endsWith('name')) {
    query = query.orderBy(sql`lower(first_name)`, desc ? 'desc' : 'asc').orderBy(sql`lower(last_name)`, desc ? 'desc' : 'asc');
  } else {
    query = query.orderBy('date_joined', desc ? 'desc' : 'asc');
  }
  return query
    .orderBy('id', desc ? 'desc' : 'asc')
    .limit(filter.page_size)
    .offset(offsetOf(filter))
    .execute();
}

export async function countCustomers(db: Database, q: string | undefined, updatedSince?: string): Promise<number> {
  const row = await customers(db, q, updatedSince)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Totals for the dashboard; joined-since bounds are ISO timestamps, compared as text. */
export async function customerSummary(db: Database, since7: string, since30: string) {
  const row = await customers(db, undefined)
    .select([
      (eb) => eb.fn.countAll().as('total'),
      sql<number>`sum(case when date_joined >= ${since7} then 1 else 0 end)`.as('new7'),
      sql<number>`sum(case when date_joined >= ${since30} then 1 else 0 end)`.as('new30'),
      sql<number>`sum(case when is_blocked = 1 then 1 else 0 end)`.as('blocked'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), new7: Number(row.new7 ?? 0), new30: Number(row.new30 ?? 0), blocked: Number(row.blocked ?? 0) };
}

export const findUser = (db: Database, id: number) =>
  db
    .selectFrom('users')
    .select([...COLUMNS, 'role'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** Flips the flag only if it is not already so; false when another request did it first. */
export async function setBlocked(db: Database, id: number, blocked: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_blocked: blocked ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .where('is_blocked', '=', blocked ? 0 : 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const listAddresses = (db: Database, userId: number) =>
  db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id', 'asc').execute();
