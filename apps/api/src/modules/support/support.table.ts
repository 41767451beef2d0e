import type { Generated, Selectable } from 'kysely';
import type { ErrorType, InquiryType, TicketStatus } from '@shopwright/shared/support';

export interface SupportTicketsTable {
  id: Generated<number>;
  user_id: number | null;
  inquiry_type: InquiryType;
  subject: string;
  message: string;
  /** Null once the author's account has been deleted. */
  name: string | null;
  email: string | null;
  status: Generated<TicketStatus>;
  created_at: string;
  updated_at: string;
}

export interface ErrorReportsTable {
  id: Generated<number>;
  user_id: number | null;
  error_id: string;
  type: ErrorType;
  code: string | null;
  message: string | null;
  status: number | null;
  page_url: string;
  details: string | null;
  user_agent: string | null;
  created_at: string;
  /** Set by an admin who dealt with it (migration 0008). */
  resolved_at: string | null;
  resolved_by: number | null;
}

export interface SupportTables {
  support_tickets: SupportTicketsTable;
  error_reports: ErrorReportsTable;
}

export type TicketRow = Selectable<SupportTicketsTable>;
export type ErrorReportRow = Selectable<ErrorReportsTable>;
