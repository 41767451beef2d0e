import { AUTH_MESSAGES } from '@shopwright/shared/auth';
import {
  SUPPORT_MESSAGES as M,
  ticketReference,
  type ContactInput,
  type ErrorReportInput,
  type ErrorReportRecord,
  type SupportTicket,
  type TicketCreated,
  type TicketStatus,
} from '@shopwright/shared/support';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { findUserById } from '../auth/auth.repo';
import { activeUser } from '../users/users.service';
import * as repo from './support.repo';
import { ticketAcknowledgementMail } from './support.mails';
import type { ErrorReportRow, TicketRow } from './support.table';
import { shopName } from '../settings/settings.service';
import type { Lang } from '@shopwright/shared/i18n';

/** Who writes: a signed-in user's account details win over anything sent; a guest must give both. */
async function authorOf(ctx: AppContext, input: ContactInput, userId: number | undefined) {
  if (userId !== undefined) {
    const user = await activeUser(ctx.db, userId);
    return { user_id: user.id, name: `${user.first_name} ${user.last_name}`, email: user.email };
  }
  const errors: Record<string, string[]> = {};
  if (!input.name) errors.name = [M.nameRequired];
  if (!input.email) errors.email = [AUTH_MESSAGES.emailRequired];
  if (!input.name || !input.email) throw badRequest(Object.values(errors)[0]![0]!, errors);
  return { user_id: null, name: input.name, email: input.email.toLowerCase() };
}

/** Stores a contact-form message as an open ticket and mails the author its reference. */
/** `lang`: the language the message was written in; the acknowledgement is in it. */
export async function createTicket(ctx: AppContext, input: ContactInput, userId?: number, lang: Lang = 'en'): Promise<TicketCreated> {
  const author = await authorOf(ctx, input, userId);
  const now = nowIso();
  const ticket = { inquiry_type: input.inquiry_type, subject: input.subject, message: input.message, ...author };
  const id = await repo.insertTicket(ctx.db, { ...ticket, status: 'open', created_at: now, updated_at: now });
  const reference = ticketReference(id);
  ctx.mailer.send(ticketAcknowledgementMail(await shopName(ctx), { ...ticket, reference }, lang));
  return { id, reference, message: M.ticketCreated(reference) };
}

/** Stores what the storefront's error screen reports, with the user when signed in. */
export async function createErrorReport(
  ctx: AppContext,
  input: ErrorReportInput,
  userId?: number,
): Promise<{ id: number; message: string }> {
  // An error screen must not fail over a stale session: a gone account just reports as a guest.
  const user = userId === undefined ? undefined : await findUserById(ctx.db, userId);
  const id = await repo.insertErrorReport(ctx.db, {
    user_id: user && !user.is_blocked && !user.deleted_at ? user.id : null,
    error_id: input.error_id,
    type: input.type,
    code: input.code || null,
    message: input.message || null,
    status: input.status ?? null,
    page_url: input.page_url,
    details: input.details || null,
    user_agent: input.user_agent || null,
    created_at: nowIso(),
  });
  return { id, message: M.errorReportReceived };
}

export const toTicket = (row: TicketRow): SupportTicket => ({
  id: row.id,
  reference: ticketReference(row.id),
  inquiry_type: row.inquiry_type,
  subject: row.subject,
  message: row.message,
  name: row.name,
  email: row.email,
  status: row.status,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const toErrorReport = (row: ErrorReportRow): ErrorReportRecord => ({
  id: row.id,
  error_id: row.error_id,
  type: row.type,
  code: row.code,
  message: row.message,
  status: row.status === null ? null : Number(row.status),
  page_url: row.page_url,
  details: row.details,
  user_agent: row.user_agent,
  user_id: row.user_id,
  created_at: row.created_at,
});

/** Tickets for the admin's support page, newest first. */
export async function listTickets(ctx: AppContext, page: repo.Page, status?: TicketStatus) {
  const { rows, count } = await repo.listTickets(ctx.db, page, status);
  return { count, results: rows.map(toTicket) };
}

/** Error reports for the admin, newest first. */
export async function listErrorReports(ctx: AppContext, page: repo.Page) {
  const { rows, count } = await repo.listErrorReports(ctx.db, page);
  return { count, results: rows.map(toErrorReport) };
}
