import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import { ContactSchema, ErrorReportCreatedSchema, ErrorReportSchema, TicketCreatedSchema } from '@shopwright/shared/support';
import type { RateLimitRule } from '../../config';
import type { AppContext } from '../../context';
import { optionalUser } from '../../lib/auth-guard';
import { rateLimitHook } from '../../lib/rate-limit';
import * as support from './support.service';

/** Per client address: enough for a person, too few for a spam run. */
export const SUPPORT_LIMITS = {
  ticketsPerIp: { max: 5, timeWindowMs: 10 * 60_000 },
  errorReportsPerIp: { max: 20, timeWindowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };

export async function supportRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticateIfPresent = optionalUser(ctx.tokens);

  app.post(
    '/support/tickets',
    {
      schema: {
        tags: ['support'],
        summary: 'Send the contact form: stores a ticket and mails the author its reference',
        description: 'Guests give `name` and `email`; for a signed-in user both come from the account.',
        body: ContactSchema,
        response: { 201: TicketCreatedSchema, ...errors },
      },
      onRequest: [rateLimitHook(app, 'support-ticket-ip', SUPPORT_LIMITS.ticketsPerIp), authenticateIfPresent],
    },
    async (request, reply) => {
      const created = await support.createTicket(ctx, request.body, request.auth?.userId, request.lang);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/support/error-reports',
    {
      schema: {
        tags: ['support'],
        summary: "Report a failure from the storefront's error screen",
        body: ErrorReportSchema,
        response: { 201: ErrorReportCreatedSchema, ...errors },
      },
      onRequest: [rateLimitHook(app, 'support-error-report-ip', SUPPORT_LIMITS.errorReportsPerIp), authenticateIfPresent],
    },
    async (request, reply) => {
      const created = await support.createErrorReport(ctx, request.body, request.auth?.userId);
      return reply.status(201).send(created);
    },
  );
}
