import {
  ADMIN_SUPPORT_MESSAGES as M,
  SUPPORT_AUDIT_ACTIONS as A,
  type AdminErrorReport,
  type AdminErrorReportDetail,
  type ErrorReportState,
  type Page,
  type SupportSummary,
} from '@shopwright/shared/admin';
import type { ErrorType } from '@shopwright/shared/support';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { pageOf, type PageRequest } from './admin-pagination';
import { countOpen } from './admin-support.repo';
import * as repo from './admin-support.reports.repo';
import { personRef } from './admin-support.service';

type ReportRow = Awaited<ReturnType<typeof repo.listReports>>[number];
type ReportDetailRow = NonNullable<Awaited<ReturnType<typeof repo.findReport>>>;

const toReport = (row: ReportRow): AdminErrorReport => ({
  id: row.id,
  error_id: row.error_id,
  type: row.type,
  code: row.code,
  message: row.message,
  status: row.status,
  page_url: row.page_url,
  created_at: row.created_at,
  resolved_at: row.resolved_at,
  user: personRef(row.user_id, row.user_email, row.user_first_name, row.user_last_name),
});

const toDetail = (row: ReportDetailRow): AdminErrorReportDetail => ({
  ...toReport(row),
  details: row.details,
  user_agent: row.user_agent,
  resolved_by: personRef(row.resolved_by, row.resolver_email, row.resolver_first_name, row.resolver_last_name),
});

/** `GET admin/support/error-reports`: newest first, by state and type. */
export async function listErrorReports(
  ctx: AppContext,
  query: { state?: ErrorReportState; type?: ErrorType } & PageRequest,
): Promise<Page<AdminErrorReport>> {
  const filter = { state: query.state, type: query.type };
  const [rows, count] = await Promise.all([repo.listReports(ctx.db, filter, query), repo.countReports(ctx.db, filter)]);
  return pageOf(rows.map(toReport), count, query);
}

/** `GET admin/support/error-reports/{id}`: with the technical details. */
export async function getErrorReport(ctx: AppContext, id: number): Promise<AdminErrorReportDetail> {
  const row = await repo.findReport(ctx.db, id);
  if (!row) throw notFound(M.errorReportNotFound);
  return toDetail(row);
}

/** `PATCH admin/support/error-reports/{id}`: resolve or reopen; audited only when it changes something. */
export async function setErrorReportResolved(
  ctx: AppContext,
  actorId: number,
  id: number,
  resolved: boolean,
): Promise<AdminErrorReportDetail> {
  await getErrorReport(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.setResolved(trx, id, resolved ? { at: nowIso(), by: actorId } : null))) return;
    await recordAudit(trx, {
      actor_id: actorId,
      action: resolved ? A.errorReportResolve : A.errorReportReopen,
      entity: 'error_report',
      entity_id: id,
      before: { resolved: !resolved },
      after: { resolved },
    });
  });
  return getErrorReport(ctx, id);
}

/** `GET admin/support/summary`: open tickets and unresolved error reports. */
export async function supportSummary(ctx: AppContext): Promise<SupportSummary> {
  const [openTickets, unresolved] = await Promise.all([countOpen(ctx.db), repo.countUnresolved(ctx.db)]);
  return { open_tickets: openTickets, unresolved_error_reports: unresolved };
}
