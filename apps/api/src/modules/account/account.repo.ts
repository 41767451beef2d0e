import { sql } from 'kysely';
import type { Database, Dialect } from '../../db/database';
import type { UserUpdate } from '../../db/schema';
import { nowIso } from '../../lib/time';

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/** Which of an e-mail and a username another account already uses (e-mails are stored lower-cased). */
export async function takenBy(db: Database, userId: number, identity: { email?: string; username?: string }) {
  const [email, username] = await Promise.all([
    identity.email === undefined
      ? undefined
      : db.selectFrom('users').select('id').where('email', '=', identity.email.toLowerCase()).where('id', '<>', userId).executeTakeFirst(),
    identity.username === undefined
      ? undefined
      : db
          .selectFrom('users')
          .select('id')
          .where(sql<string>`lower(username)`, '=', identity.username.toLowerCase())
          .where('id', '<>', userId)
          .executeTakeFirst(),
  ]);
  return { email: email !== undefined, username: username !== undefined };
}

export const updateUser = (db: Database, userId: number, patch: UserUpdate) =>
  db
    .updateTable('users')
    .set({ ...patch, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();

/**
 * Serialises changes to one user's rows (e.g. the address limit and the single default) between
 * concurrent requests. SQLite runs one transaction at a time anyway; PostgreSQL locks the user row.
 */
export async function lockUser(db: Database, dialect: Dialect, userId: number): Promise<void> {
  if (dialect === 'postgres') await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The refresh-token family of a live token of this user, if the token is one. */
export async function liveFamilyOf(db: Database, userId: number, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row?.family_id;
}

/** Signs out every session of a user except, when given, the one family kept. */
export function revokeSessions(db: Database, userId: number, keepFamily?: string) {
  let query = db.updateTable('refresh_tokens').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepFamily !== undefined) query = query.where('family_id', '<>', keepFamily);
  return query.execute();
}

export async function deleteCredentials(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}

/** Whether an anonymous placeholder identity would collide with a live account's. */
export async function identityInUse(db: Database, username: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb(sql<string>`lower(username)`, '=', username.toLowerCase()), eb('email', '=', email)]))
    .executeTakeFirst();
  return row !== undefined;
}
