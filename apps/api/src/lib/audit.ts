import type { Database } from '../db/database';
import { insertAuditEntry } from './audit.repo';
import { nowIso } from './time';

export interface AuditInput {
  /** The admin who acted; null for the system (e.g. a command-line tool). */
  actor_id: number | null;
  /** `entity.verb`, e.g. `customer.block`; see AUDIT_ACTIONS in @shopwright/shared/admin. */
  action: string;
  entity: string;
  entity_id: string | number | null;
  /** The changed fields before and after; stored as JSON text. */
  before?: unknown;
  after?: unknown;
}

const toJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the entry
 * exists exactly when the change does.
 */
export async function recordAudit(db: Database, entry: AuditInput): Promise<void> {
  await insertAuditEntry(db, {
    actor_id: entry.actor_id,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entity_id === null ? null : String(entry.entity_id),
    before_json: toJson(entry.before),
    after_json: toJson(entry.after),
    created_at: nowIso(),
  });
}
