import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { AddressesTable } from './account.table';

export const listAddresses = (db: Database, userId: number) =>
  db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id').execute();

export async function countAddresses(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An address only when it belongs to this user: other users' addresses do not exist for them. */
export const findAddress = (db: Database, userId: number, id: number) =>
  db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export async function insertAddress(db: Database, address: Insertable<AddressesTable>): Promise<number> {
  const row = await db.insertInto('addresses').values(address).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const updateAddress = (db: Database, userId: number, id: number, patch: Updateable<AddressesTable>) =>
  db.updateTable('addresses').set(patch).where('id', '=', id).where('user_id', '=', userId).execute();

export const clearDefault = (db: Database, userId: number) =>
  db.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('is_default', '=', 1).execute();

/** Makes the newest address other than `exceptId` the default, if there is one. */
export async function promoteNewest(db: Database, userId: number, exceptId: number): Promise<void> {
  const next = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '<>', exceptId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (next) await db.updateTable('addresses').set({ is_default: 1 }).where('id', '=', next.id).execute();
}

export const deleteAddress = (db: Database, userId: number, id: number) =>
  db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).execute();

export const deleteAddressesOf = (db: Database, userId: number) => db.deleteFrom('addresses').where('user_id', '=', userId).execute();
