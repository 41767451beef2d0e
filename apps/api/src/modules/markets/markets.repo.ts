import type { Database } from '../../db/database';
import type { MarketRow, MarketsTable } from './markets.table';

/** The markets module's SQL: the one owner of `markets` and `market_countries` (migration 0020). */

export const listMarkets = (db: Database): Promise<MarketRow[]> =>
  db.selectFrom('markets').selectAll().orderBy('is_primary', 'desc').orderBy('position').orderBy('code').execute();

export const listMarketCountries = (db: Database) =>
  db.selectFrom('market_countries').select(['country', 'market']).orderBy('market').orderBy('country').execute();

export const findMarket = (db: Database, code: string) => db.selectFrom('markets').selectAll().where('code', '=', code).executeTakeFirst();

export const countriesOf = async (db: Database, code: string): Promise<string[]> =>
  (await db.selectFrom('market_countries').select('country').where('market', '=', code).orderBy('country').execute()).map((r) => r.country);

/** Which market (other than `except`) each of these countries belongs to. */
export const countryOwners = (db: Database, countries: string[], except: string) =>
  countries.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('market_countries')
        .select(['country', 'market'])
        .where('country', 'in', countries)
        .where('market', '!=', except)
        .orderBy('country')
        .execute();

export const marketWithPath = (db: Database, path: string) =>
  db.selectFrom('markets').select('code').where('path', '=', path).executeTakeFirst();

export const nextPosition = async (db: Database): Promise<number> => {
  const row = await db
    .selectFrom('markets')
    .select((eb) => eb.fn.max('position').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
};

export const insertMarket = (db: Database, row: MarketsTable) => db.insertInto('markets').values(row).execute();

export const updateMarket = (db: Database, code: string, patch: Partial<Omit<MarketsTable, 'code' | 'is_primary' | 'created_at'>>) =>
  db.updateTable('markets').set(patch).where('code', '=', code).execute();

/** Deletes a market; its countries and worked-out prices go with it (foreign keys). */
export const deleteMarket = (db: Database, code: string) =>
  db.deleteFrom('markets').where('code', '=', code).where('is_primary', '=', 0).execute();

export async function replaceCountries(db: Database, code: string, countries: string[]): Promise<void> {
  await db.deleteFrom('market_countries').where('market', '=', code).execute();
  if (countries.length > 0)
    await db
      .insertInto('market_countries')
      .values(countries.map((country) => ({ country, market: code })))
      .execute();
}
