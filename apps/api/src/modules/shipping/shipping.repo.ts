import type { Database } from '../../db/database';
import type { ShippingRatesTable } from './shipping.table';

export const listMethods = (db: Database) =>
  db
    .selectFrom('shipping_methods as m')
    .innerJoin('zones as z', 'z.id', 'm.zone_id')
    .select(['m.id', 'm.code', 'm.name', 'm.estimate', 'm.zone_id', 'z.code as zone', 'm.tax_category', 'm.active', 'm.free_from'])
    .orderBy('m.id')
    .execute();
export type MethodListRow = Awaited<ReturnType<typeof listMethods>>[number];

export const listRates = (db: Database) => db.selectFrom('shipping_rates').selectAll().orderBy('method_id').orderBy('position').execute();
export const findMethod = (db: Database, code: string) =>
  db.selectFrom('shipping_methods').selectAll().where('code', '=', code).executeTakeFirst();

export interface MethodValues {
  name: string;
  estimate: string;
  zone_id: number;
  tax_category: string;
  active: number;
  free_from: number | null;
}

export async function insertMethod(db: Database, code: string, values: MethodValues, now: string): Promise<number> {
  const row = await db
    .insertInto('shipping_methods')
    .values({ code, ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const updateMethod = (db: Database, id: number, values: Partial<MethodValues>, now: string) =>
  db
    .updateTable('shipping_methods')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
export const deleteMethod = (db: Database, id: number) => db.deleteFrom('shipping_methods').where('id', '=', id).execute();

export type RateValues = Omit<ShippingRatesTable, 'id' | 'method_id' | 'position'>;

export async function replaceRates(db: Database, methodId: number, rates: RateValues[]): Promise<void> {
  await db.deleteFrom('shipping_rates').where('method_id', '=', methodId).execute();
  if (rates.length > 0)
    await db
      .insertInto('shipping_rates')
      .values(rates.map((r, position) => ({ ...r, method_id: methodId, position })))
      .execute();
}

/** Sets the price of a method's first rate (the admin settings' shortcut for Standard and Express). */
export const setFirstRatePrice = (db: Database, methodId: number, price: number) =>
  db
    .updateTable('shipping_rates')
    .set({ price })
    .where('method_id', '=', methodId)
    .where('position', '=', (eb) =>
      eb
        .selectFrom('shipping_rates as first')
        .select((e) => e.fn.min('first.position').as('p'))
        .where('first.method_id', '=', methodId),
    )
    .execute();
