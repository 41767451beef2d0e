import type { Database } from '../../db/database';

/**
 * Takes or renews the lease on `name` for `holder` until `ttlMs` from now. One conditional
 * upsert, so two processes racing for a free or expired lease cannot both win: the row is
 * written only where it is absent, expired, or already this holder's.
 */
export async function acquireLease(db: Database, name: string, holder: string, ttlMs: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const expires = new Date(now.getTime() + ttlMs).toISOString();
  const row = await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: expires })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, expires_at: expires })
        .where((eb) => eb.or([eb('job_leases.expires_at', '<', at), eb('job_leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Gives the lease up (on shutdown), so another process can take the job at once. */
export async function releaseLease(db: Database, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
}
