import {
  ADMIN_SUPPORT_MESSAGES as M,
  MAX_ID,
  SUPPORT_AUDIT_ACTIONS as A,
  type AdminTicket,
  type AdminTicketDetail,
  type Page,
  type PersonRef,
  type TicketEntry,
  type TicketEntryKind,
} from '@shopwright/shared/admin';
import { ticketReference, type InquiryType, type TicketStatus } from '@shopwright/shared/support';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { pageOf, type PageRequest } from './admin-pagination';
import { ticketReplyMail } from './admin-support.mails';
import * as repo from './admin-support.repo';
import { shopName } from '../settings/settings.service';

type TicketListRow = Awaited<ReturnType<typeof repo.listTickets>>[number];
type EntryRow = Awaited<ReturnType<typeof repo.listEntries>>[number];

/** An account's reference, or null when it is gone (its id remains, its e-mail does not). */
export function personRef(id: number | null, email: string | null, first: string | null, last: string | null): PersonRef | null {
  return id !== null && email !== null ? { id, email, name: `${first ?? ''} ${last ?? ''}`.trim() } : null;
}

const toTicket = (row: TicketListRow): AdminTicket => ({ ...row, reference: ticketReference(row.id) });

const toEntry = (row: EntryRow): TicketEntry => ({
  id: row.id,
  kind: row.kind,
  body: row.body,
  author: personRef(row.author_id, row.author_email, row.author_first_name, row.author_last_name),
  created_at: row.created_at,
});

/** `T-000123`, `t000123` or `123` name a ticket; anything else is only text to match. */
export function referencedId(q: string): number | undefined {
  const match = /^(?:t-?)?(\d{1,10})$/i.exec(q);
  const id = match ? Number(match[1]) : 0;
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** `GET admin/support/tickets`: newest first, filtered by status and inquiry type, searched. */
export async function listTickets(
  ctx: AppContext,
  query: { status?: TicketStatus; inquiry_type?: InquiryType; q?: string } & PageRequest,
): Promise<Page<AdminTicket>> {
  const q = query.q?.trim() || undefined;
  const filter = { status: query.status, inquiry_type: query.inquiry_type, q, id: q ? referencedId(q) : undefined };
  const [rows, count] = await Promise.all([repo.listTickets(ctx.db, filter, query), repo.countTickets(ctx.db, filter)]);
  return pageOf(rows.map(toTicket), count, query);
}

async function findTicket(ctx: AppContext, id: number) {
  const ticket = await repo.findTicket(ctx.db, id);
  if (!ticket) throw notFound(M.ticketNotFound);
  return ticket;
}

/** `GET admin/support/tickets/{id}`: the message with its thread of replies and notes. */
export async function getTicket(ctx: AppContext, id: number): Promise<AdminTicketDetail> {
  const ticket = await findTicket(ctx, id);
  const entries = await repo.listEntries(ctx.db, id);
  return { ...ticket, reference: ticketReference(id), entries: entries.map(toEntry) };
}

/** Stores a reply or note, moves the ticket to `status` (or just touches it) and audits it, all or nothing. */
async function addEntry(
  ctx: AppContext,
  actorId: number,
  ticket: { id: number; status: TicketStatus },
  kind: TicketEntryKind,
  body: string,
  status?: TicketStatus,
) {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const entryId = await repo.insertEntry(trx, { ticket_id: ticket.id, kind, body, author_id: actorId, created_at: now });
    await (status ? repo.setStatus(trx, ticket.id, status, now) : repo.touchTicket(trx, ticket.id, now));
    await recordAudit(trx, {
      actor_id: actorId,
      action: kind === 'reply' ? A.ticketReply : A.ticketNote,
      entity: 'support_ticket',
      entity_id: ticket.id,
      before: status ? { status: ticket.status } : undefined,
      after: { entry_id: entryId, ...(status ? { status } : {}) },
    });
  });
}

/** `POST admin/support/tickets/{id}/reply`: stores the reply, mails it to the customer, marks the ticket answered. */
export async function replyToTicket(ctx: AppContext, actorId: number, id: number, message: string): Promise<AdminTicketDetail> {
  const ticket = await findTicket(ctx, id);
  const email = ticket.email;
  if (!email) throw conflict(M.ticketWithoutEmail);
  await addEntry(ctx, actorId, ticket, 'reply', message, 'answered');
  ctx.mailer.send(ticketReplyMail(await shopName(ctx), { ...ticket, email, reference: ticketReference(id) }, message));
  return getTicket(ctx, id);
}

/** `POST admin/support/tickets/{id}/notes`: an internal note; nothing is mailed, the status stays. */
export async function addTicketNote(ctx: AppContext, actorId: number, id: number, note: string): Promise<AdminTicketDetail> {
  const ticket = await findTicket(ctx, id);
  await addEntry(ctx, actorId, ticket, 'note', note);
  return getTicket(ctx, id);
}

/** `PATCH admin/support/tickets/{id}`: open, answered or closed; setting the current status changes nothing. */
export async function setTicketStatus(ctx: AppContext, actorId: number, id: number, status: TicketStatus): Promise<AdminTicketDetail> {
  const ticket = await findTicket(ctx, id);
  if (ticket.status !== status) {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.setStatus(trx, id, status, nowIso());
      await recordAudit(trx, {
        actor_id: actorId,
        action: A.ticketStatus,
        entity: 'support_ticket',
        entity_id: id,
        before: { status: ticket.status },
        after: { status },
      });
    });
  }
  return getTicket(ctx, id);
}
