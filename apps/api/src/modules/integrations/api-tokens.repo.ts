import type { Database } from '../../db/database';
import type { ApiTokensTable } from './integrations.table';
import type { Insertable } from 'kysely';

export const insertToken = async (db: Database, row: Insertable<ApiTokensTable>) =>
  (await db.insertInto('api_tokens').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const listTokens = (db: Database) => db.selectFrom('api_tokens').selectAll().orderBy('id', 'desc').execute();

export const findToken = (db: Database, id: number) => db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();

/** The token with this hash and its creator's standing (a token acts for the admin who made it). */
export const tokenByHash = (db: Database, hash: string) =>
  db
    .selectFrom('api_tokens as t')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .select(['t.id', 't.scopes', 't.revoked_at', 't.last_used_at', 't.created_by', 'u.role', 'u.is_blocked', 'u.deleted_at'])
    .where('t.token_hash', '=', hash)
    .executeTakeFirst();

export async function revokeToken(db: Database, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const touchToken = (db: Database, id: number, now: string) =>
  db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
