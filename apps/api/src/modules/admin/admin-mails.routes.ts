import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminMailSchema, MailFiltersSchema, PageQuerySchema, pageOf } from '@shopwright/shared/admin';
import type { AppContext } from '../../context';
import { listMails } from '../../lib/mail-outbox.repo';
import { pageOf as page } from './admin-pagination';
import { ADMIN_ERRORS, ADMIN_SECURITY } from './admin.schemas';

/** The outbox as the admin sees it: recent mails and whether each went out. */
export async function adminMailsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/mails',
    {
      schema: {
        tags: ['admin: support'],
        summary: 'Mails the shop sent or tried to send, newest first, with their delivery state',
        security: ADMIN_SECURITY,
        querystring: PageQuerySchema.extend(MailFiltersSchema.shape),
        response: { 200: pageOf(AdminMailSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { results, count } = await listMails(ctx.db, request.query);
      return page(results, count, request.query);
    },
  );
}
