import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** The cheapest round trip to the database: rejects when it cannot answer. */
export const pingDatabase = (db: Database) => sql`select 1`.execute(db);
