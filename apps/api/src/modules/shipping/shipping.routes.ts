import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CodeSchema, ShippingMethodInputSchema, ShippingMethodPatchSchema, ShippingMethodSchema } from '@shopwright/shared/tax';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin/admin.schemas';
import * as shipping from './shipping.service';

const schema = { tags: ['admin: shipping'], security: ADMIN_SECURITY };
const params = z.object({ code: CodeSchema });
const actor = (request: FastifyRequest) => authOf(request).userId;

/** `/api/admin/shipping-methods`: how the shop ships where, and for how much (admins, or API tokens with `settings:write`). */
export async function shippingRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/shipping-methods',
    {
      schema: {
        ...schema,
        summary: 'Shipping methods with their zone, rate table, free threshold and tax category',
        response: { 200: z.array(ShippingMethodSchema), ...ADMIN_ERRORS },
      },
    },
    async () => shipping.listMethods(ctx),
  );
  app.post(
    '/admin/shipping-methods',
    {
      schema: {
        ...schema,
        summary: 'Create a shipping method; the first rate whose conditions (discounted goods, weight in grams) hold prices it',
        body: ShippingMethodInputSchema,
        response: { 201: ShippingMethodSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await shipping.createMethod(ctx, actor(request), request.body)),
  );
  app.get(
    '/admin/shipping-methods/:code',
    { schema: { ...schema, summary: 'A shipping method', params, response: { 200: ShippingMethodSchema, ...ADMIN_ERRORS } } },
    async (request) => shipping.getMethod(ctx, request.params.code),
  );
  app.patch(
    '/admin/shipping-methods/:code',
    {
      schema: {
        ...schema,
        summary: 'Change a shipping method (rates are replaced as a whole)',
        params,
        body: ShippingMethodPatchSchema,
        response: { 200: ShippingMethodSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => shipping.updateMethod(ctx, actor(request), request.params.code, request.body),
  );
  app.delete(
    '/admin/shipping-methods/:code',
    {
      schema: {
        ...schema,
        summary: 'Delete a shipping method (orders keep its name)',
        params,
        response: { 204: z.null(), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      await shipping.deleteMethod(ctx, actor(request), request.params.code);
      return reply.status(204).send(null);
    },
  );
}
