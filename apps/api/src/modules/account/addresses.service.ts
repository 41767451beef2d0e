import {
  ACCOUNT_MESSAGES as M,
  MAX_ADDRESSES,
  type AddressCreateInput,
  type AddressUpdateInput,
  type SavedAddress,
} from '@shopwright/shared/account';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { checkVatId } from '../tax/reverse-charge';
import { activeUser } from '../users/users.service';
import { lockUser } from './account.repo';
import type { AddressRow } from './account.table';
import * as repo from './addresses.repo';

export const toAddress = (row: AddressRow): SavedAddress => ({
  id: row.id,
  full_name: row.full_name,
  line1: row.line1,
  line2: row.line2,
  city: row.city,
  region: row.region,
  postal_code: row.postal_code,
  country: row.country,
  phone: row.phone,
  company: row.company ?? null,
  vat_id: row.vat_id ?? null,
  is_default: Number(row.is_default) === 1,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** Runs a change to one user's addresses in a transaction that holds that user's lock. */
async function withUserLock<T>(ctx: AppContext, userId: number, work: (trx: Database) => Promise<T>): Promise<T> {
  await activeUser(ctx.db, userId);
  return ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, ctx.dialect, userId);
    return work(trx);
  });
}

async function ownAddress(db: Database, userId: number, id: number): Promise<AddressRow> {
  const row = await repo.findAddress(db, userId, id);
  if (!row) throw notFound(M.addressNotFound);
  return row;
}

/** The user's addresses, the default first. */
export async function listAddresses(ctx: AppContext, userId: number): Promise<SavedAddress[]> {
  await activeUser(ctx.db, userId);
  return (await repo.listAddresses(ctx.db, userId)).map(toAddress);
}

/** Saves an address; the first one, or one marked so, becomes the default. */
export async function createAddress(ctx: AppContext, userId: number, input: AddressCreateInput): Promise<SavedAddress> {
  return withUserLock(ctx, userId, async (trx) => {
    const count = await repo.countAddresses(trx, userId);
    if (count >= MAX_ADDRESSES) throw conflict(M.addressLimit(MAX_ADDRESSES));
    checkVatId(input.vat_id, input.country, 'vat_id');
    const makeDefault = count === 0 || input.is_default === true;
    if (makeDefault) await repo.clearDefault(trx, userId);
    const { is_default: _ignored, ...fields } = input;
    const now = nowIso();
    const id = await repo.insertAddress(trx, {
      ...fields,
      user_id: userId,
      is_default: makeDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    return toAddress(await ownAddress(trx, userId, id));
  });
}

/**
 * Changes some fields. Marking an address default unmarks the other; unmarking the default
 * passes the role to the newest other address (a lone address stays the default).
 */
export async function updateAddress(ctx: AppContext, userId: number, id: number, input: AddressUpdateInput): Promise<SavedAddress> {
  return withUserLock(ctx, userId, async (trx) => {
    const current = await ownAddress(trx, userId, id);
    checkVatId(input.vat_id === undefined ? current.vat_id : input.vat_id, input.country ?? current.country, 'vat_id');
    const { is_default: wanted, ...fields } = input;
    const wasDefault = Number(current.is_default) === 1;
    if (wanted === true && !wasDefault) await repo.clearDefault(trx, userId);
    if (wanted === false && wasDefault) {
      await repo.clearDefault(trx, userId);
      await repo.promoteNewest(trx, userId, id);
    }
    const isDefault = wanted === true || (wasDefault && !(await hasOtherDefault(trx, userId, id)));
    await repo.updateAddress(trx, userId, id, { ...fields, is_default: isDefault ? 1 : 0, updated_at: nowIso() });
    return toAddress(await ownAddress(trx, userId, id));
  });
}

async function hasOtherDefault(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await repo.listAddresses(db, userId);
  return rows.some((r) => r.id !== id && Number(r.is_default) === 1);
}

/** Deletes an address; deleting the default makes the newest remaining one the default. */
export async function deleteAddress(ctx: AppContext, userId: number, id: number): Promise<void> {
  await withUserLock(ctx, userId, async (trx) => {
    const current = await ownAddress(trx, userId, id);
    await repo.deleteAddress(trx, userId, id);
    if (Number(current.is_default) === 1) await repo.promoteNewest(trx, userId, id);
  });
}
