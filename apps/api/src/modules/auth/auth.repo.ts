import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/database';
import type { NewUser } from '../../db/schema';
import { nowIso } from '../../lib/time';

export const findUserByEmail = (db: Database, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

// Read on every signed-in call (the token's check, the active user): built once (db/compiled-once).
const userById = compiledOnce((db: Database, id: number) => db.selectFrom('users').selectAll().where('id', '=', id));
const passwordChangeOf = compiledOnce((db: Database, id: number) =>
  db.selectFrom('users').select('password_changed_at').where('id', '=', id),
);

export const findUserById = async (db: Database, id: number) => (await userById(db, id))[0];

export const findUserByUsername = (db: Database, username: string) =>
  db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();

export async function insertUser(db: Database, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The account's language, for its mails (migration 0023). */
export const setLanguage = (db: Database, userId: number, language: string) =>
  db.updateTable('users').set({ language }).where('id', '=', userId).execute();

export const updatePassword = (db: Database, userId: number, passwordHash: string) => {
  const now = nowIso();
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now, password_changed_at: now })
    .where('id', '=', userId)
    .execute();
};

/** When the user's password last changed, in epoch milliseconds (undefined: never, or no such user). */
export async function passwordChangedAt(db: Database, userId: number): Promise<number | undefined> {
  const [row] = await passwordChangeOf(db, userId);
  return row?.password_changed_at ? Date.parse(row.password_changed_at) : undefined;
}

export const insertRefreshToken = (db: Database, token: { user_id: number; family_id: string; token_hash: string; expires_at: string }) =>
  db
    .insertInto('refresh_tokens')
    .values({ ...token, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();

export const findRefreshToken = (db: Database, tokenHash: string) =>
  db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Marks a live token used; returns false when another request got there first. */
export async function consumeRefreshToken(db: Database, id: number): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowIso() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const linkReplacement = (db: Database, id: number, replacedById: number) =>
  db.updateTable('refresh_tokens').set({ replaced_by_id: replacedById }).where('id', '=', id).execute();

export const revokeFamily = (db: Database, familyId: string) =>
  db
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowIso() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();

export const revokeAllForUser = (db: Database, userId: number) =>
  db.updateTable('refresh_tokens').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();

export const insertResetToken = (db: Database, token: { user_id: number; token_hash: string; expires_at: string }) =>
  db
    .insertInto('password_reset_tokens')
    .values({ ...token, created_at: nowIso() })
    .execute();

export const findResetToken = (db: Database, tokenHash: string) =>
  db.selectFrom('password_reset_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Uses a reset token once; false when it was already used (or is being used concurrently). */
export async function consumeResetToken(db: Database, id: number): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Earlier unused links stop working once a newer one is issued or the password changes. */
export const expireResetTokens = (db: Database, userId: number) =>
  db.updateTable('password_reset_tokens').set({ used_at: nowIso() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
