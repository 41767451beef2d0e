import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, PageQuerySchema, pageOf } from '@shopwright/shared/admin';
import {
  AdminGiftCardDetailSchema,
  AdminGiftCardSchema,
  GIFT_CARD_CSV_COLUMNS,
  GiftCardBulkQuerySchema,
  GiftCardBulkResultSchema,
  GiftCardBulkSchema,
  GiftCardFiltersSchema,
  GiftCardInputSchema,
  GiftCardIssuedSchema,
  GiftCardPatchSchema,
} from '@shopwright/shared/credit';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import { sendCsv, toCsv } from '../../lib/csv';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin/admin.schemas';
import * as cards from './gift-cards.service';

const AdminGiftCardPageSchema = pageOf(AdminGiftCardSchema);
const GiftCardListQuerySchema = PageQuerySchema.extend(GiftCardFiltersSchema.shape);

/** `admin/gift-cards`: issue (one or in bulk), list, look at the history, disable or move the expiry. Codes are shown once, at issue. */
export async function adminGiftCardsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: gift cards'];
  const security = ADMIN_SECURITY;

  app.get(
    '/admin/gift-cards',
    {
      schema: {
        tags,
        summary: 'Gift cards, newest first, filtered by the last 4 of the code and by status',
        description:
          'Status: active (can pay), disabled, expired (past `expires_on`), empty (nothing left). The code itself is never listed.',
        security,
        querystring: GiftCardListQuerySchema,
        response: { 200: AdminGiftCardPageSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => cards.listCards(ctx, request.query),
  );

  app.post(
    '/admin/gift-cards',
    {
      schema: {
        tags,
        summary: 'Issue a gift card; the answer carries its code, shown this once',
        description:
          'The currency defaults to the shop’s. `expires_on` (a UTC day, the last day it pays) must be at least 5 years after today; ' +
          'leave it out for a card that never expires. With `recipient_email` the code is mailed to the recipient.',
        security,
        body: GiftCardInputSchema,
        response: { 201: GiftCardIssuedSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await cards.issueCard(ctx, authOf(request).userId, request.body)),
  );

  app.post(
    '/admin/gift-cards/bulk',
    {
      schema: {
        tags,
        summary: 'Issue 1 to 500 gift cards of one value; JSON with the codes, or CSV with ?format=csv or Accept: text/csv',
        description: `The codes are shown this once. The CSV file has the columns ${GIFT_CARD_CSV_COLUMNS.join(', ')}.`,
        security,
        querystring: GiftCardBulkQuerySchema,
        body: GiftCardBulkSchema,
        produces: ['application/json', 'text/csv'],
        response: { 201: GiftCardBulkResultSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const result = await cards.bulkIssue(ctx, authOf(request).userId, request.body);
      const wantsCsv =
        request.query.format === 'csv' || (request.query.format === undefined && /\btext\/csv\b/.test(request.headers.accept ?? ''));
      if (!wantsCsv) return reply.status(201).header('cache-control', 'no-store').send(result);
      const file = cards.bulkCsv(result);
      return sendCsv(reply.status(201), { filename: file.filename, csv: toCsv(GIFT_CARD_CSV_COLUMNS, file.rows) });
    },
  );

  app.get(
    '/admin/gift-cards/:id',
    {
      schema: {
        tags,
        summary: 'A gift card with its history (issue, spends, refunds, releases), oldest first',
        security,
        params: IdParamsSchema,
        response: { 200: AdminGiftCardDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => cards.getCard(ctx, request.params.id),
  );

  app.patch(
    '/admin/gift-cards/:id',
    {
      schema: {
        tags,
        summary: 'Disable or enable a gift card, move its expiry, edit its note',
        description: '`expires_on` may not be sooner than 5 years after the card was issued; null removes the expiry.',
        security,
        params: IdParamsSchema,
        body: GiftCardPatchSchema,
        response: { 200: AdminGiftCardDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => cards.patchCard(ctx, authOf(request).userId, request.params.id, request.body),
  );
}
