import { sql, type Insertable, type RawBuilder, type SqlBool } from 'kysely';
import type { InquiryType, TicketStatus } from '@shopwright/shared/support';
import type { Database } from '../../db/database';
import { offsetOf, type PageRequest } from './admin-pagination';
import type { TicketMessagesTable } from './admin-support.table';

export interface TicketFilter {
  status?: TicketStatus;
  inquiry_type?: InquiryType;
  /** Matched in subject, name and e-mail. */
  q?: string;
  /** The ticket a searched reference (`T-000123`) names. */
  id?: number;
}

/** `%` and `_` typed in a search are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: RawBuilder<unknown>, pattern: string) => sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;

function tickets(db: Database, filter: TicketFilter) {
  let query = db.selectFrom('support_tickets');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.inquiry_type) query = query.where('inquiry_type', '=', filter.inquiry_type);
  const { q, id } = filter;
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or([
        like(sql.ref('subject'), pattern),
        like(sql.ref('name'), pattern),
        like(sql.ref('email'), pattern),
        ...(id === undefined ? [] : [eb('id', '=', id)]),
      ]),
    );
  }
  return query;
}

const LIST_COLUMNS = ['id', 'user_id', 'inquiry_type', 'subject', 'name', 'email', 'status', 'created_at', 'updated_at'] as const;

/** Newest first. */
export const listTickets = (db: Database, filter: TicketFilter, page: PageRequest) =>
  tickets(db, filter).select(LIST_COLUMNS).orderBy('id', 'desc').limit(page.page_size).offset(offsetOf(page)).execute();

export async function countTickets(db: Database, filter: TicketFilter): Promise<number> {
  const row = await tickets(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findTicket = (db: Database, id: number) =>
  db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();

/** The thread of a ticket, oldest first, with each author's e-mail and name while the account exists. */
export const listEntries = (db: Database, ticketId: number) =>
  db
    .selectFrom('ticket_messages')
    .leftJoin('users', 'users.id', 'ticket_messages.author_id')
    .select([
      'ticket_messages.id',
      'ticket_messages.kind',
      'ticket_messages.body',
      'ticket_messages.created_at',
      'ticket_messages.author_id',
      'users.email as author_email',
      'users.first_name as author_first_name',
      'users.last_name as author_last_name',
    ])
    .where('ticket_messages.ticket_id', '=', ticketId)
    .orderBy('ticket_messages.id')
    .execute();

export async function insertEntry(db: Database, entry: Insertable<TicketMessagesTable>): Promise<number> {
  const row = await db.insertInto('ticket_messages').values(entry).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const setStatus = (db: Database, id: number, status: TicketStatus, now: string) =>
  db.updateTable('support_tickets').set({ status, updated_at: now }).where('id', '=', id).execute();

/** Tickets waiting for an answer. */
export async function countOpen(db: Database): Promise<number> {
  const row = await db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const touchTicket = (db: Database, id: number, now: string) =>
  db.updateTable('support_tickets').set({ updated_at: now }).where('id', '=', id).execute();
