import type { Database } from '../../db/database';

export const listSettings = (db: Database) => db.selectFrom('settings').selectAll().execute();

/** Inserts or replaces one setting (both engines understand `on conflict … do update`). */
export const upsertSetting = (db: Database, row: { key: string; value: string; updated_at: string; updated_by: number | null }) =>
  db
    .insertInto('settings')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        updated_at: eb.ref('excluded.updated_at'),
        updated_by: eb.ref('excluded.updated_by'),
      })),
    )
    .execute();
