import type { Database } from '../../db/database';
import type { ZoneMemberDef } from './zones';

export const listZones = (db: Database) => db.selectFrom('zones').selectAll().orderBy('id').execute();
export const listZoneMembers = (db: Database) => db.selectFrom('zone_members').selectAll().orderBy('zone_id').orderBy('position').execute();
export const findZone = (db: Database, code: string) => db.selectFrom('zones').selectAll().where('code', '=', code).executeTakeFirst();
export const zoneMembers = (db: Database, zoneId: number) =>
  db.selectFrom('zone_members').selectAll().where('zone_id', '=', zoneId).orderBy('position').execute();

export async function insertZone(db: Database, zone: { code: string; name: string; priority: number }, now: string): Promise<number> {
  const row = await db
    .insertInto('zones')
    .values({ ...zone, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const updateZone = (db: Database, id: number, patch: { name?: string; priority?: number; updated_at: string }) =>
  db.updateTable('zones').set(patch).where('id', '=', id).execute();

export async function replaceMembers(db: Database, zoneId: number, members: ZoneMemberDef[]): Promise<void> {
  await db.deleteFrom('zone_members').where('zone_id', '=', zoneId).execute();
  await db
    .insertInto('zone_members')
    .values(
      members.map((m, position) => ({
        zone_id: zoneId,
        position,
        country: m.country,
        region: m.region ?? null,
        postcode: m.postcode ?? null,
      })),
    )
    .execute();
}

export const deleteZone = (db: Database, id: number) => db.deleteFrom('zones').where('id', '=', id).execute();

/** Whether a rate or a shipping method uses the zone. */
export async function zoneUsed(db: Database, zoneId: number): Promise<boolean> {
  const [rate, method] = await Promise.all([
    db.selectFrom('tax_rates').select('id').where('zone_id', '=', zoneId).limit(1).executeTakeFirst(),
    db.selectFrom('shipping_methods').select('id').where('zone_id', '=', zoneId).limit(1).executeTakeFirst(),
  ]);
  return Boolean(rate || method);
}

export const listCategories = (db: Database) => db.selectFrom('tax_categories').selectAll().orderBy('created_at').orderBy('code').execute();
export const findCategory = (db: Database, code: string) =>
  db.selectFrom('tax_categories').selectAll().where('code', '=', code).executeTakeFirst();
export const insertCategory = (db: Database, row: { code: string; name: string; created_at: string }) =>
  db.insertInto('tax_categories').values(row).execute();
export const renameCategory = (db: Database, code: string, name: string) =>
  db.updateTable('tax_categories').set({ name }).where('code', '=', code).execute();
export const deleteCategory = (db: Database, code: string) => db.deleteFrom('tax_categories').where('code', '=', code).execute();

/** Whether a product, a rate or a shipping method uses the category. */
export async function categoryUsed(db: Database, code: string): Promise<boolean> {
  const [product, rate, method] = await Promise.all([
    db.selectFrom('products').select('id').where('tax_category', '=', code).limit(1).executeTakeFirst(),
    db.selectFrom('tax_rates').select('id').where('category', '=', code).limit(1).executeTakeFirst(),
    db.selectFrom('shipping_methods').select('id').where('tax_category', '=', code).limit(1).executeTakeFirst(),
  ]);
  return Boolean(product || rate || method);
}

export const listRates = (db: Database) =>
  db
    .selectFrom('tax_rates as r')
    .innerJoin('zones as z', 'z.id', 'r.zone_id')
    .select(['r.id', 'r.zone_id', 'z.code as zone', 'r.category', 'r.name', 'r.rate_millis', 'r.starts_on', 'r.ends_on'])
    .orderBy('z.code')
    .orderBy('r.category')
    .orderBy('r.starts_on')
    .orderBy('r.id')
    .execute();
export type RateListRow = Awaited<ReturnType<typeof listRates>>[number];

export const findRate = (db: Database, id: number) => db.selectFrom('tax_rates').selectAll().where('id', '=', id).executeTakeFirst();
export const ratesOf = (db: Database, zoneId: number, category: string) =>
  db.selectFrom('tax_rates').selectAll().where('zone_id', '=', zoneId).where('category', '=', category).execute();

export interface RateValues {
  zone_id: number;
  category: string;
  name: string;
  rate_millis: number;
  starts_on: string | null;
  ends_on: string | null;
}

export async function insertRate(db: Database, values: RateValues, now: string): Promise<number> {
  const row = await db
    .insertInto('tax_rates')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const updateRate = (db: Database, id: number, values: RateValues, now: string) =>
  db
    .updateTable('tax_rates')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
export const setRateMillis = (db: Database, id: number, millis: number, now: string) =>
  db.updateTable('tax_rates').set({ rate_millis: millis, updated_at: now }).where('id', '=', id).execute();
export const deleteRate = (db: Database, id: number) => db.deleteFrom('tax_rates').where('id', '=', id).execute();
