import type { Generated, Selectable } from 'kysely';
import type { TicketEntryKind } from '@shopwright/shared/admin';

/** The thread of a support ticket: replies mailed to the customer and internal notes. */
export interface TicketMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  kind: TicketEntryKind;
  body: string;
  /** The admin who wrote it; null once that account is gone. */
  author_id: number | null;
  created_at: string;
}

export interface SupportAdminTables {
  ticket_messages: TicketMessagesTable;
}

export type TicketMessageRow = Selectable<TicketMessagesTable>;
