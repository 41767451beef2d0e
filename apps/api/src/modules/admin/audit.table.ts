import type { Generated, Selectable } from 'kysely';

/** What an admin changed: before and after are JSON text of the changed fields. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface AdminTables {
  audit_log: AuditLogTable;
}

export type AuditLogRow = Selectable<AuditLogTable>;
