import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddressCreateSchema, AddressUpdateSchema, SavedAddressListSchema, SavedAddressSchema } from '@shopwright/shared/account';
import { MAX_ID } from '@shopwright/shared/constants';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { authOf, requireUser } from '../../lib/auth-guard';
import * as addresses from './addresses.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const security = [{ bearer: [] }];
const tags = ['account'];
const Params = z.object({
  id: z.coerce.number({ error: 'Address id must be a number' }).int().positive().max(MAX_ID, { error: 'Address id is out of range' }),
});

export async function addressesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireUser(ctx.tokens));

  app.get(
    '/users/me/addresses',
    {
      schema: {
        tags,
        summary: "The signed-in user's saved addresses, the default first",
        security,
        response: { 200: SavedAddressListSchema, ...errors },
      },
    },
    async (request) => addresses.listAddresses(ctx, authOf(request).userId),
  );

  app.post(
    '/users/me/addresses',
    {
      schema: {
        tags,
        summary: 'Save an address (the first one becomes the default)',
        security,
        body: AddressCreateSchema,
        response: { 201: SavedAddressSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addresses.createAddress(ctx, authOf(request).userId, request.body)),
  );

  app.patch(
    '/users/me/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Change a saved address',
        security,
        params: Params,
        body: AddressUpdateSchema,
        response: { 200: SavedAddressSchema, ...errors },
      },
    },
    async (request) => addresses.updateAddress(ctx, authOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/users/me/addresses/:id',
    {
      schema: { tags, summary: 'Delete a saved address', security, params: Params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await addresses.deleteAddress(ctx, authOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
