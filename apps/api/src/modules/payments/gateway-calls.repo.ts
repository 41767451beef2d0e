import type { Database } from '../../db/database';
import type { GatewayCallsTable } from './payments.table';
import { compiledOnce } from '../../db/compiled-once';

export type GatewayCall = Omit<GatewayCallsTable, 'id'>;

export const findGatewayCall = (db: Database, key: string) =>
  db.selectFrom('gateway_calls').selectAll().where('key', '=', key).executeTakeFirst();

/** Stores a call unless one with its key exists: the first answer per key is kept. */
export const insertGatewayCallOnce = (db: Database, call: GatewayCall) =>
  db
    .insertInto('gateway_calls')
    .values(call)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();

/** As `insertGatewayCallOnce`, answering the call as stored, or undefined when its key had one already. */
export const insertGatewayCallIfNew = async (db: Database, call: GatewayCall) => (await insertCallIfNew(db, call))[0];
// Every placement stores one (compiledOnce, issue 29).
const insertCallIfNew = compiledOnce((db: Database, call: GatewayCall) =>
  db
    .insertInto('gateway_calls')
    .values(call)
    .onConflict((oc) => oc.column('key').doNothing())
    .returningAll(),
);
