import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@shopwright/shared/admin';
import {
  DeliveryParamsSchema,
  WebhookDeliveryListSchema,
  WebhookInputSchema,
  WebhookListSchema,
  WebhookPatchSchema,
  WebhookSchema,
  WebhookWithSecretSchema,
} from '@shopwright/shared/integrations';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin/admin.schemas';
import * as webhooks from './webhooks.service';

/** Settings → Webhooks: endpoints, their secret (shown on creation and when rolled), deliveries and resending. */
export async function webhooksRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: integrations'];
  const security = ADMIN_SECURITY;
  const actor = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  app.get(
    '/admin/webhooks',
    {
      schema: { tags, summary: 'Webhook endpoints, newest first', security, response: { 200: WebhookListSchema, ...ADMIN_ERRORS } },
    },
    async () => ({ results: await webhooks.listWebhooks(ctx) }),
  );

  app.post(
    '/admin/webhooks',
    {
      schema: {
        tags,
        summary: 'Add a webhook endpoint (its signing secret is in this answer only)',
        security,
        body: WebhookInputSchema,
        response: { 201: WebhookWithSecretSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await webhooks.createWebhook(ctx, actor(request), request.body)),
  );

  app.patch(
    '/admin/webhooks/:id',
    {
      schema: {
        tags,
        summary: "Change a webhook endpoint's URL or events",
        security,
        params: IdParamsSchema,
        body: WebhookPatchSchema,
        response: { 200: WebhookSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => webhooks.updateWebhook(ctx, actor(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Remove a webhook endpoint and its deliveries',
        security,
        params: IdParamsSchema,
        response: { 204: z.null().describe('Removed'), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      await webhooks.deleteWebhook(ctx, actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/webhooks/:id/roll-secret',
    {
      schema: {
        tags,
        summary: 'Replace the signing secret (the new one is in this answer only)',
        security,
        params: IdParamsSchema,
        response: { 200: WebhookWithSecretSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => webhooks.rollSecret(ctx, actor(request), request.params.id),
  );

  app.get(
    '/admin/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: "The endpoint's latest deliveries with every try",
        security,
        params: IdParamsSchema,
        response: { 200: WebhookDeliveryListSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({ results: await webhooks.listDeliveries(ctx, request.params.id) }),
  );

  app.post(
    '/admin/webhooks/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        tags,
        summary: 'Send a delivery again with a fresh set of tries',
        security,
        params: DeliveryParamsSchema,
        response: { 202: z.null().describe('Queued'), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      await webhooks.resendDelivery(ctx, actor(request), request.params.id, request.params.deliveryId);
      return reply.status(202).send(null);
    },
  );
}
