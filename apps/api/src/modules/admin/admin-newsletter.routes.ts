import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminSubscriberSchema,
  IdParamsSchema,
  NewsletterAudienceSchema,
  NewsletterCampaignDetailSchema,
  NewsletterCampaignSchema,
  PageQuerySchema,
  pageOf,
  SendNewsletterSchema,
  SubscriberFiltersSchema,
} from '@shopwright/shared/admin';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import { sendCsv } from '../../lib/csv';
import * as newsletter from './admin-newsletter.service';
import { ADMIN_ERRORS, ADMIN_SECURITY } from './admin.schemas';

export async function adminNewsletterRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: newsletter'];
  const security = ADMIN_SECURITY;

  app.get(
    '/admin/newsletter/summary',
    {
      schema: {
        tags,
        summary: 'Subscribers per status (confirmed ones receive newsletters)',
        security,
        response: { 200: NewsletterAudienceSchema, ...ADMIN_ERRORS },
      },
    },
    async () => newsletter.audience(ctx),
  );

  app.get(
    '/admin/newsletter/subscribers',
    {
      schema: {
        tags,
        summary: 'Newsletter subscribers, newest first, by status, searched by e-mail',
        security,
        querystring: PageQuerySchema.extend(SubscriberFiltersSchema.shape),
        response: { 200: pageOf(AdminSubscriberSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => newsletter.listSubscribers(ctx, request.query),
  );

  app.get(
    '/admin/newsletter/subscribers.csv',
    {
      schema: {
        tags,
        summary: 'Confirmed and pending subscribers as CSV (email, status, subscribed_at, confirmed_at)',
        security,
        produces: ['text/csv'],
        response: { 200: z.string().describe('A CSV file with a header row'), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await newsletter.exportSubscribers(ctx, authOf(request).userId));
    },
  );

  app.post(
    '/admin/newsletter/send',
    {
      schema: {
        tags,
        summary: 'Send a newsletter to every confirmed subscriber and record it',
        security,
        body: SendNewsletterSchema,
        response: { 201: NewsletterCampaignDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await newsletter.sendCampaign(ctx, authOf(request).userId, request.body)),
  );

  app.get(
    '/admin/newsletter/campaigns',
    {
      schema: {
        tags,
        summary: 'Newsletters sent, newest first',
        security,
        querystring: PageQuerySchema,
        response: { 200: pageOf(NewsletterCampaignSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => newsletter.listCampaigns(ctx, request.query),
  );

  app.get(
    '/admin/newsletter/campaigns/:id',
    {
      schema: {
        tags,
        summary: 'A sent newsletter with its text',
        security,
        params: IdParamsSchema,
        response: { 200: NewsletterCampaignDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => newsletter.getCampaign(ctx, request.params.id),
  );
}
