import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PageQuerySchema, pageOf, refineRange } from '@shopwright/shared/admin';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import {
  AdminReturnDetailSchema,
  AdminReturnFiltersSchema,
  AdminReturnSummarySchema,
  ReturnActionInputSchema,
  ReturnCountsSchema,
  ReturnKeyParamsSchema,
} from '@shopwright/shared/returns';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin/admin.schemas';
import * as admin from './returns.admin';
import { creditReturn, refundReturn } from './returns.settle';
import { findRow } from './returns.view';

const ACTIONS_DOC = [
  "`approve` (requested; holds an exchange's units, 409 when sold out; optional `message`), `reject` (requested or approved,",
  'with `message`; held units go back), `receive` with `lines: [{id, quantity, restock}]` (partial receipts allowed; never more',
  "than asked; restocked units go back to the variant sold), `refund` (the received refund lines' paid share after discount",
  'with their tax per rate, plus shipping when `refund_shipping` - by default when the whole order comes back - to the original',
  'payments; `amount` pays less; a provider refusal is a 502 that changes nothing), `credit` (the received store-credit lines',
  'as store credit), `ship_exchange` (`tracking`; a more expensive variant needs `difference_received: true`). An action not',
  'allowed now is a 409. Every action is audited; approve, reject, refund, credit and ship_exchange mail the customer.',
].join(' ');

/** `/api/admin/returns`: the returns inbox (registered inside the admin plugin, so its guard applies). */
export async function adminReturnsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: returns'];
  const security = ADMIN_SECURITY;

  app.get(
    '/admin/returns',
    {
      schema: {
        tags,
        security,
        summary:
          'Returns filtered by status and request date (from/to, UTC days), searched by return or order number; newest first, paginated',
        querystring: PageQuerySchema.extend(AdminReturnFiltersSchema.shape).superRefine(refineRange),
        response: { 200: pageOf(AdminReturnSummarySchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => admin.listReturns(ctx, request.query),
  );

  app.get(
    '/admin/returns/counts',
    {
      schema: { tags, security, summary: 'Returns per status, for the dashboard', response: { 200: ReturnCountsSchema, ...ADMIN_ERRORS } },
    },
    async () => admin.returnCounts(ctx),
  );

  app.get(
    '/admin/returns/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A return by id or number: lines, order summary, customer, timeline, amounts due and the actions allowed now',
        params: ReturnKeyParamsSchema,
        response: { 200: AdminReturnDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => admin.getReturn(ctx, request.params.id),
  );

  app.post(
    '/admin/returns/:id/actions',
    {
      schema: {
        tags,
        security,
        summary: 'Approve, reject, receive, refund, credit or ship the exchange of a return',
        description: ACTIONS_DOC,
        params: ReturnKeyParamsSchema,
        body: ReturnActionInputSchema,
        response: { 200: AdminReturnDetailSchema, 502: ErrorBodySchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const adminId = authOf(request).userId;
      const { id } = await findRow(ctx.db, request.params.id);
      const input = request.body;
      let mailTo: string | null = null;
      if (input.action === 'approve') mailTo = await admin.approve(ctx, adminId, id, input.message);
      else if (input.action === 'reject') mailTo = await admin.reject(ctx, adminId, id, input.message);
      else if (input.action === 'receive') await admin.receive(ctx, adminId, id, input.lines);
      else if (input.action === 'refund') await refundReturn(ctx, adminId, id, input);
      else if (input.action === 'credit') await creditReturn(ctx, adminId, id, input);
      else mailTo = await admin.shipExchange(ctx, adminId, id, input);
      await admin.mailAfter(ctx, input.action, id, mailTo);
      return admin.getReturn(ctx, { id });
    },
  );
}
