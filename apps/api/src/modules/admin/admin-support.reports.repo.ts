import type { ErrorReportState } from '@shopwright/shared/admin';
import type { ErrorType } from '@shopwright/shared/support';
import type { Database } from '../../db/database';
import { offsetOf, type PageRequest } from './admin-pagination';

export interface ReportFilter {
  state?: ErrorReportState;
  type?: ErrorType;
}

function reports(db: Database, filter: ReportFilter) {
  let query = db.selectFrom('error_reports');
  if (filter.state) query = query.where('error_reports.resolved_at', filter.state === 'resolved' ? 'is not' : 'is', null);
  if (filter.type) query = query.where('error_reports.type', '=', filter.type);
  return query;
}

/** Newest first, with the reporting user's e-mail and name while the account exists. */
export const listReports = (db: Database, filter: ReportFilter, page: PageRequest) =>
  reports(db, filter)
    .leftJoin('users', 'users.id', 'error_reports.user_id')
    .select([
      'error_reports.id',
      'error_reports.error_id',
      'error_reports.type',
      'error_reports.code',
      'error_reports.message',
      'error_reports.status',
      'error_reports.page_url',
      'error_reports.created_at',
      'error_reports.resolved_at',
      'error_reports.user_id',
      'users.email as user_email',
      'users.first_name as user_first_name',
      'users.last_name as user_last_name',
    ])
    .orderBy('error_reports.id', 'desc')
    .limit(page.page_size)
    .offset(offsetOf(page))
    .execute();

export async function countReports(db: Database, filter: ReportFilter): Promise<number> {
  const row = await reports(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One report with its reporter and the admin who resolved it. */
export const findReport = (db: Database, id: number) =>
  db
    .selectFrom('error_reports')
    .leftJoin('users as reporter', 'reporter.id', 'error_reports.user_id')
    .leftJoin('users as resolver', 'resolver.id', 'error_reports.resolved_by')
    .selectAll('error_reports')
    .select([
      'reporter.email as user_email',
      'reporter.first_name as user_first_name',
      'reporter.last_name as user_last_name',
      'resolver.email as resolver_email',
      'resolver.first_name as resolver_first_name',
      'resolver.last_name as resolver_last_name',
    ])
    .where('error_reports.id', '=', id)
    .executeTakeFirst();

/** Resolves (or reopens) unless it already is so; false when there was nothing to change. */
export async function setResolved(db: Database, id: number, resolved: { at: string; by: number } | null): Promise<boolean> {
  const result = await db
    .updateTable('error_reports')
    .set({ resolved_at: resolved?.at ?? null, resolved_by: resolved?.by ?? null })
    .where('id', '=', id)
    .where('resolved_at', resolved ? 'is' : 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countUnresolved(db: Database): Promise<number> {
  const row = await reports(db, { state: 'unresolved' })
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
