import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminErrorReportDetailSchema,
  AdminErrorReportSchema,
  AdminTicketDetailSchema,
  AdminTicketSchema,
  ErrorReportFiltersSchema,
  ErrorReportUpdateSchema,
  IdParamsSchema,
  PageQuerySchema,
  pageOf,
  SupportSummarySchema,
  TicketFiltersSchema,
  TicketNoteSchema,
  TicketReplySchema,
  TicketStatusUpdateSchema,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import * as reports from './admin-support.reports.service';
import * as tickets from './admin-support.service';
import { ADMIN_ERRORS, ADMIN_SECURITY } from './admin.schemas';

export async function adminSupportRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: support'];
  const security = ADMIN_SECURITY;
  const ticket = { 200: AdminTicketDetailSchema, ...ADMIN_ERRORS };
  const report = { 200: AdminErrorReportDetailSchema, ...ADMIN_ERRORS };

  app.get(
    '/admin/support/summary',
    {
      schema: {
        tags,
        summary: 'Open tickets and unresolved error reports',
        security,
        response: { 200: SupportSummarySchema, ...ADMIN_ERRORS },
      },
    },
    async () => reports.supportSummary(ctx),
  );

  app.get(
    '/admin/support/tickets',
    {
      schema: {
        tags,
        summary: 'Contact tickets, newest first, by status and inquiry type, searched by reference, subject, name or e-mail',
        security,
        querystring: PageQuerySchema.extend(TicketFiltersSchema.shape),
        response: { 200: pageOf(AdminTicketSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => tickets.listTickets(ctx, request.query),
  );

  app.get(
    '/admin/support/tickets/:id',
    {
      schema: {
        tags,
        summary: "A ticket with the customer's message and its replies and internal notes",
        security,
        params: IdParamsSchema,
        response: ticket,
      },
    },
    async (request) => tickets.getTicket(ctx, request.params.id),
  );

  app.patch(
    '/admin/support/tickets/:id',
    {
      schema: {
        tags,
        summary: "Change a ticket's status",
        security,
        params: IdParamsSchema,
        body: TicketStatusUpdateSchema,
        response: ticket,
      },
    },
    async (request) => tickets.setTicketStatus(ctx, authOf(request).userId, request.params.id, request.body.status),
  );

  app.post(
    '/admin/support/tickets/:id/reply',
    {
      schema: {
        tags,
        summary: 'Reply by e-mail: mailed to the customer with the reference in the subject; the ticket becomes answered',
        security,
        params: IdParamsSchema,
        body: TicketReplySchema,
        response: ticket,
      },
    },
    async (request) => tickets.replyToTicket(ctx, authOf(request).userId, request.params.id, request.body.message),
  );

  app.post(
    '/admin/support/tickets/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add an internal note (never mailed)',
        security,
        params: IdParamsSchema,
        body: TicketNoteSchema,
        response: ticket,
      },
    },
    async (request) => tickets.addTicketNote(ctx, authOf(request).userId, request.params.id, request.body.note),
  );

  app.get(
    '/admin/support/error-reports',
    {
      schema: {
        tags,
        summary: "Reports sent from the storefront's error screen, newest first",
        security,
        querystring: PageQuerySchema.extend(ErrorReportFiltersSchema.shape),
        response: { 200: pageOf(AdminErrorReportSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => reports.listErrorReports(ctx, request.query),
  );

  app.get(
    '/admin/support/error-reports/:id',
    {
      schema: { tags, summary: 'An error report with its technical details', security, params: IdParamsSchema, response: report },
    },
    async (request) => reports.getErrorReport(ctx, request.params.id),
  );

  app.patch(
    '/admin/support/error-reports/:id',
    {
      schema: {
        tags,
        summary: 'Mark an error report as resolved, or open it again',
        security,
        params: IdParamsSchema,
        body: ErrorReportUpdateSchema,
        response: report,
      },
    },
    async (request) => reports.setErrorReportResolved(ctx, authOf(request).userId, request.params.id, request.body.resolved),
  );
}
