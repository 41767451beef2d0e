import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../database';

/** An auto-incrementing integer primary key in either engine. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
