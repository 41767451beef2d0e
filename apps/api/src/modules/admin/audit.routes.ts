import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditActionListSchema, AuditLogPageSchema, AuditLogQuerySchema } from '@shopwright/shared/admin';
import type { AppContext } from '../../context';
import { listAuditActions, listAuditLog } from './audit.service';
import { ADMIN_ERRORS, ADMIN_SECURITY } from './admin.schemas';

export async function auditRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: audit log'];

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags,
        summary: 'What admins changed: who, what, when, before and after',
        security: ADMIN_SECURITY,
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => listAuditLog(ctx, request.query),
  );

  app.get(
    '/admin/audit-log/actions',
    {
      schema: {
        tags,
        summary: 'The actions found in the audit log (for its filter)',
        security: ADMIN_SECURITY,
        response: { 200: AuditActionListSchema, ...ADMIN_ERRORS },
      },
    },
    async () => listAuditActions(ctx),
  );
}
