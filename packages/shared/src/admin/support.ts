import { z } from 'zod';
import {
  ERROR_TYPES,
  ErrorReportRecordSchema,
  INQUIRY_TYPES,
  SupportTicketSchema,
  TICKET_STATUSES,
  type InquiryType,
  type TicketStatus,
} from '../support/index';

// Re-exported by ./index, so nothing here may import from it: the cycle would leave values undefined.

export const TICKET_REPLY_MAX = 5000;
export const TICKET_NOTE_MAX = 5000;
export const ADMIN_SEARCH_MAX = 100;

export const ADMIN_SUPPORT_MESSAGES = {
  ticketNotFound: 'Ticket not found.',
  errorReportNotFound: 'Error report not found.',
  ticketWithoutEmail: 'This ticket has no e-mail address any more (its author deleted their account), so it cannot be answered.',
  replyRequired: 'Reply is required',
  replyTooLong: `Reply must be at most ${TICKET_REPLY_MAX} characters`,
  noteRequired: 'Note is required',
  noteTooLong: `Note must be at most ${TICKET_NOTE_MAX} characters`,
  statusInvalid: `Status must be one of ${TICKET_STATUSES.join(', ')}`,
  inquiryTypeInvalid: `Inquiry type must be one of ${INQUIRY_TYPES.map((t) => t.value).join(', ')}`,
  stateInvalid: 'State must be unresolved or resolved',
  typeInvalid: `Type must be one of ${ERROR_TYPES.join(', ')}`,
  resolvedInvalid: 'Resolved must be true or false',
  searchTooLong: `Search must be at most ${ADMIN_SEARCH_MAX} characters`,
  replySent: (email: string) => `Reply sent to ${email}.`,
  noteAdded: 'Internal note added.',
  statusChanged: (status: TicketStatus) => `Ticket marked as ${TICKET_STATUS_LABELS[status].toLowerCase()}.`,
  reportResolved: 'Error report marked as resolved.',
  reportReopened: 'Error report reopened.',
} as const;
const M = ADMIN_SUPPORT_MESSAGES;

/** Audit actions of the support section. */
export const SUPPORT_AUDIT_ACTIONS = {
  ticketReply: 'ticket.reply',
  ticketNote: 'ticket.note',
  ticketStatus: 'ticket.status',
  errorReportResolve: 'error_report.resolve',
  errorReportReopen: 'error_report.reopen',
} as const;

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };

const INQUIRY_VALUES = INQUIRY_TYPES.map((t) => t.value) as [InquiryType, ...InquiryType[]];
const SearchSchema = z.string().trim().max(ADMIN_SEARCH_MAX, { error: M.searchTooLong }).optional();

/** An account as the admin lists show it: an admin who acted, or the user who reported. */
export const PersonRefSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof PersonRefSchema>;

/** Filters of `GET admin/support/tickets` (besides `page` and `page_size`); `q` matches reference, subject, name and e-mail. */
export const TicketFiltersSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: M.statusInvalid }).optional(),
  inquiry_type: z.enum(INQUIRY_VALUES, { error: M.inquiryTypeInvalid }).optional(),
  q: SearchSchema,
});
export type TicketFilters = z.input<typeof TicketFiltersSchema>;

/** A ticket in the admin list (without its message). */
export const AdminTicketSchema = SupportTicketSchema.omit({ message: true }).extend({ user_id: z.number().int().nullable() });
export type AdminTicket = z.infer<typeof AdminTicketSchema>;

export const TICKET_ENTRY_KINDS = ['reply', 'note'] as const;
export type TicketEntryKind = (typeof TICKET_ENTRY_KINDS)[number];

/** A reply mailed to the customer, or an internal note only admins see. */
export const TicketEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(TICKET_ENTRY_KINDS),
  body: z.string(),
  /** Null when the admin's account no longer exists. */
  author: PersonRefSchema.nullable(),
  created_at: z.string(),
});
export type TicketEntry = z.infer<typeof TicketEntrySchema>;

/** `GET admin/support/tickets/{id}`: the customer's message and the thread, oldest first. */
export const AdminTicketDetailSchema = SupportTicketSchema.extend({
  user_id: z.number().int().nullable(),
  entries: z.array(TicketEntrySchema),
});
export type AdminTicketDetail = z.infer<typeof AdminTicketDetailSchema>;

const text = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: tooLong });

/** `POST admin/support/tickets/{id}/reply`: mailed to the customer; the ticket becomes answered. */
export const TicketReplySchema = z.strictObject({ message: text(M.replyRequired, M.replyTooLong, TICKET_REPLY_MAX) });
export type TicketReplyInput = z.infer<typeof TicketReplySchema>;

/** `POST admin/support/tickets/{id}/notes`: seen by admins only, never mailed. */
export const TicketNoteSchema = z.strictObject({ note: text(M.noteRequired, M.noteTooLong, TICKET_NOTE_MAX) });
export type TicketNoteInput = z.infer<typeof TicketNoteSchema>;

/** `PATCH admin/support/tickets/{id}`. */
export const TicketStatusUpdateSchema = z.strictObject({ status: z.enum(TICKET_STATUSES, { error: M.statusInvalid }) });
export type TicketStatusUpdate = z.infer<typeof TicketStatusUpdateSchema>;

export const ERROR_REPORT_STATES = ['unresolved', 'resolved'] as const;
export type ErrorReportState = (typeof ERROR_REPORT_STATES)[number];

/** Filters of `GET admin/support/error-reports` (besides `page` and `page_size`). */
export const ErrorReportFiltersSchema = z.object({
  state: z.enum(ERROR_REPORT_STATES, { error: M.stateInvalid }).optional(),
  type: z.enum(ERROR_TYPES, { error: M.typeInvalid }).optional(),
});
export type ErrorReportFilters = z.input<typeof ErrorReportFiltersSchema>;

/** An error report in the admin list (the technical details are in the detail). */
export const AdminErrorReportSchema = ErrorReportRecordSchema.omit({ details: true, user_agent: true, user_id: true }).extend({
  user: PersonRefSchema.nullable(),
  resolved_at: z.string().nullable(),
});
export type AdminErrorReport = z.infer<typeof AdminErrorReportSchema>;

export const AdminErrorReportDetailSchema = ErrorReportRecordSchema.omit({ user_id: true }).extend({
  user: PersonRefSchema.nullable(),
  resolved_at: z.string().nullable(),
  resolved_by: PersonRefSchema.nullable(),
});
export type AdminErrorReportDetail = z.infer<typeof AdminErrorReportDetailSchema>;

/** `PATCH admin/support/error-reports/{id}`: mark as resolved, or open again. */
export const ErrorReportUpdateSchema = z.strictObject({ resolved: z.boolean({ error: M.resolvedInvalid }) });
export type ErrorReportUpdate = z.infer<typeof ErrorReportUpdateSchema>;

/** `GET admin/support/summary`: what waits for an answer, for the section's tabs. */
export const SupportSummarySchema = z.object({ open_tickets: z.number().int(), unresolved_error_reports: z.number().int() });
export type SupportSummary = z.infer<typeof SupportSummarySchema>;
