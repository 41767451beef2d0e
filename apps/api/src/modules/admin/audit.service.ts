import type { AuditEntry, Page } from '@shopwright/shared/admin';
import type { AppContext } from '../../context';
import { pageOf, type PageRequest } from './admin-pagination';
import * as repo from './audit.repo';

type EntryRow = Awaited<ReturnType<typeof repo.listEntries>>[number];

const parse = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

function toEntry(row: EntryRow): AuditEntry {
  const actor =
    row.actor_id !== null && row.actor_email !== null
      ? { id: row.actor_id, email: row.actor_email, name: `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim() }
      : null;
  return {
    id: row.id,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    actor,
    before: parse(row.before_json),
    after: parse(row.after_json),
    created_at: row.created_at,
  };
}

/** `GET admin/audit-log`: newest first, optionally one action only. */
export async function listAuditLog(ctx: AppContext, query: { action?: string } & PageRequest): Promise<Page<AuditEntry>> {
  const action = query.action || undefined;
  const [rows, count] = await Promise.all([repo.listEntries(ctx.db, action, query), repo.countEntries(ctx.db, action)]);
  return pageOf(rows.map(toEntry), count, query);
}

/** `GET admin/audit-log/actions`: every action that occurs in the log. */
export const listAuditActions = (ctx: AppContext) => repo.distinctActions(ctx.db);
