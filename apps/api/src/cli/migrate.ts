import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateCommand } from './migrate-command';

/** `npm run migrate -- status | up` against the configured database (DATABASE_URL or DATA_DIR). */
async function main() {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    process.exitCode = await migrateCommand(process.argv[2], database, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : `Migration failed: ${(err as Error).message}`);
  process.exit(1);
});
