import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminOrderDetailSchema,
  AdminOrderFiltersSchema,
  AdminOrderSummarySchema,
  OrderActionInputSchema,
  OrderNoteInputSchema,
  PageQuerySchema,
  PayLaterFiltersSchema,
  PayLaterOrderSchema,
  PayLaterTotalsSchema,
  RefundInputSchema,
  pageOf,
  refineRange,
} from '@shopwright/shared/admin';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import { OrderKeyParamsSchema } from '@shopwright/shared/orders';
import type { AppContext } from '../../../context';
import { authOf } from '../../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin.schemas';
import * as orders from './admin-orders.service';

const ACTIONS_DOC = [
  'Moves the order through the state machine: `confirm` (pending → confirmed), `start_processing` (confirmed → processing),',
  '`ship` with `carrier` and `tracking_number` (confirmed or processing → shipped; the customer is e-mailed), `deliver`',
  '(shipped → delivered) and `cancel` (before shipping: the units go back to stock, the discount use is given back, a paid',
  'payment is refunded and the customer is e-mailed). A move not allowed from the current status is a 409.',
].join(' ');

/** `/api/admin/orders` and `/api/admin/pay-later`: the orders desk and the invoices waiting for money. */
export async function adminOrdersRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: orders'];
  const security = ADMIN_SECURITY;
  const params = OrderKeyParamsSchema;
  const detail = { 200: AdminOrderDetailSchema, ...ADMIN_ERRORS };

  app.get(
    '/admin/orders',
    {
      schema: {
        tags,
        summary:
          'Orders filtered by status, payment status and method, placing date (from/to, UTC days) and customer (id or e-mail); searched by number; sorted and paginated',
        security,
        querystring: PageQuerySchema.extend(AdminOrderFiltersSchema.shape).superRefine(refineRange),
        response: { 200: pageOf(AdminOrderSummarySchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => orders.listOrders(ctx, request.query),
  );

  app.get(
    '/admin/orders/:orderId',
    {
      schema: {
        tags,
        summary:
          'An order by id or number: lines, customer, addresses, payment with its transactions, timeline, internal notes and the moves allowed now',
        security,
        params,
        response: detail,
      },
    },
    async (request) => orders.getOrder(ctx, request.params.orderId),
  );

  app.post(
    '/admin/orders/:orderId/actions',
    {
      schema: {
        tags,
        summary: 'Confirm, start processing, ship, mark delivered or cancel an order',
        description: ACTIONS_DOC,
        security,
        params,
        body: OrderActionInputSchema,
        response: detail,
      },
    },
    async (request) => orders.applyAction(ctx, authOf(request).userId, request.params.orderId, request.body),
  );

  app.post(
    '/admin/orders/:orderId/refunds',
    {
      schema: {
        tags,
        summary: 'Refund a paid order in full or in part through its payment provider',
        description:
          '`amount` is in cents; without it everything still refundable is refunded. More than is left is a 409; a refusal of the provider a 502 that changes nothing.',
        security,
        params,
        body: RefundInputSchema,
        response: { 201: AdminOrderDetailSchema, 502: ErrorBodySchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.refundOrder(ctx, authOf(request).userId, request.params.orderId, request.body)),
  );

  app.post(
    '/admin/orders/:orderId/notes',
    {
      schema: {
        tags,
        summary: 'Add an internal note (staff only, never shown to the customer)',
        security,
        params,
        body: OrderNoteInputSchema,
        response: { 201: AdminOrderDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.addOrderNote(ctx, authOf(request).userId, request.params.orderId, request.body.note)),
  );

  const payLaterTags = ['admin: pay later'];

  app.get(
    '/admin/pay-later',
    {
      schema: {
        tags: payLaterTags,
        summary:
          'Pay-later orders awaiting payment (not cancelled) with their age and total, the oldest first; `outstanding` sums them all',
        security,
        querystring: PageQuerySchema.extend(PayLaterFiltersSchema.shape),
        response: { 200: pageOf(PayLaterOrderSchema).extend(PayLaterTotalsSchema.shape), ...ADMIN_ERRORS },
      },
    },
    async (request) => orders.listPayLater(ctx, request.query),
  );

  app.post(
    '/admin/pay-later/:orderId/mark-paid',
    {
      schema: {
        tags: payLaterTags,
        summary: 'Record the payment of a pay-later order (a captured transaction); a pending order is confirmed',
        security,
        params,
        response: detail,
      },
    },
    async (request) => orders.markOrderPaid(ctx, authOf(request).userId, request.params.orderId),
  );

  app.post(
    '/admin/pay-later/:orderId/remind',
    {
      schema: {
        tags: payLaterTags,
        summary: 'E-mail the customer a reminder that the order waits for payment',
        security,
        params,
        response: detail,
      },
    },
    async (request) => orders.sendReminder(ctx, authOf(request).userId, request.params.orderId),
  );
}
