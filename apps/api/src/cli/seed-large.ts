import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations/index';
import { seed } from '../db/seed/index';
import { insertLargeBatch, prepareLargeCatalog } from '../db/seed/catalog-large';

/**
 * `npm run seed:large -- --count 100000`: adds generated products (varied names, categories,
 * brands, prices, colours and sizes, sharing a few placeholder pictures) for benchmarks.
 */
async function main() {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' }, batch: { type: 'string', default: '1000' } } });
  const count = wholeNumber('--count', values.count);
  const batch = Math.min(wholeNumber('--batch', values.batch), 2000);
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
    await seed(database.db, { demo: false });
    const ctx = await prepareLargeCatalog(database.db, config.dataDir);
    // Numbers in the names keep slugs unique across runs.
    const last = await database.db
      .selectFrom('products')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const start = Number(last.id ?? 0) + 1;
    const started = Date.now();
    for (let from = start; from < start + count; from += batch) {
      await insertLargeBatch(database.db, ctx, from, Math.min(from + batch, start + count), started);
      const done = Math.min(from + batch, start + count) - start;
      if (done % 10_000 === 0 || done === count)
        console.log(`${done} / ${count} products (${Math.round(done / ((Date.now() - started) / 1000))} per second)`);
    }
    // Fresh statistics (and, in PostgreSQL, a visibility map for index-only scans) for the planner.
    await sql`${sql.raw(database.dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(database.db);
    console.log(`Added ${count} products to ${database.dialect} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

function wholeNumber(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000) {
    console.error(`${name} must be a whole number from 1 to 10000000`);
    process.exit(2);
  }
  return n;
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
