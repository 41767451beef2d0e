import type { Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

export const insertAuditEntry = (db: Database, entry: Insertable<DB['audit_log']>) => db.insertInto('audit_log').values(entry).execute();
