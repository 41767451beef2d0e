import { sql, type Insertable } from 'kysely';
import type { TicketStatus } from '@shopwright/shared/support';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';
import type { ErrorReportsTable, SupportTicketsTable } from './support.table';

export async function insertTicket(db: Database, ticket: Insertable<SupportTicketsTable>): Promise<number> {
  const row = await db.insertInto('support_tickets').values(ticket).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertErrorReport(db: Database, report: Insertable<ErrorReportsTable>): Promise<number> {
  const row = await db.insertInto('error_reports').values(report).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface Page {
  limit: number;
  offset: number;
}

/** Newest first, optionally of one status; with the total for paging. */
export async function listTickets(db: Database, page: Page, status?: TicketStatus) {
  let query = db.selectFrom('support_tickets');
  if (status) query = query.where('status', '=', status);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

export async function listErrorReports(db: Database, page: Page) {
  const [rows, total] = await Promise.all([
    db.selectFrom('error_reports').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom('error_reports')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

export const ticketsOfUser = (db: Database, userId: number) =>
  db.selectFrom('support_tickets').selectAll().where('user_id', '=', userId).orderBy('id').execute();

export const errorReportsOfUser = (db: Database, userId: number) =>
  db.selectFrom('error_reports').selectAll().where('user_id', '=', userId).orderBy('id').execute();

/** Tickets keep their text for the shop's records but lose who wrote them (account deletion). */
export const anonymiseTickets = (db: Database, userId: number, email: string) =>
  db
    .updateTable('support_tickets')
    .set({ name: null, email: null, updated_at: nowIso() })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb(sql<string>`lower(email)`, '=', email.toLowerCase())]))
    .execute();

export const detachErrorReports = (db: Database, userId: number) =>
  db.updateTable('error_reports').set({ user_id: null }).where('user_id', '=', userId).execute();
