import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MarketCodeParamsSchema, MarketInputSchema, MarketPatchSchema, MarketSchema, PublicMarketSchema } from '@shopwright/shared/markets';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import { catalogCaching } from '../../lib/http-cache';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin/admin.schemas';
import * as markets from './markets.service';

const actor = (request: FastifyRequest) => authOf(request).userId;

/**
 * A market body the schema refused, with the claims the service would refuse added to the same
 * 400 (issue 27): each country another market has, by its index, and a path another market uses,
 * so staff see every problem at once rather than the taken country only when it is the last one.
 * Entries the schema refused themselves are not looked up.
 */
async function withClaims(ctx: AppContext, request: FastifyRequest, code: string | undefined): Promise<Error> {
  const error = request.validationError as Error & { validation?: FastifySchemaValidationError[]; validationContext?: string };
  if (error.validationContext !== 'body' || !Array.isArray(error.validation)) return error;
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  const refused = new Set(error.validation.map((issue) => issue.instancePath));
  const countries = Array.isArray(body.countries)
    ? body.countries.map((c, i) => (typeof c === 'string' && !refused.has(`/countries/${i}`) ? c.trim().toUpperCase() : ''))
    : undefined;
  const path = typeof body.path === 'string' && !refused.has('/path') ? body.path.trim().toLowerCase() : undefined;
  const owner = code ?? (typeof body.code === 'string' ? body.code.trim().toLowerCase() : '');
  const claims = await markets.claimErrors(ctx.db, owner, countries, path);
  for (const [field, messages] of Object.entries(claims)) {
    for (const message of messages)
      error.validation.push({ keyword: 'custom', instancePath: `/${field.replaceAll('.', '/')}`, schemaPath: '', params: {}, message });
  }
  return error;
}

/** `/api/admin/markets`: countries, currency, languages, path, rate and rounding (admins, or API tokens with `settings:write`). */
export async function marketsAdminRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = { tags: ['admin: markets'], security: ADMIN_SECURITY };

  app.get(
    '/admin/markets',
    { schema: { ...tags, summary: 'Markets, the primary one first', response: { 200: z.array(MarketSchema), ...ADMIN_ERRORS } } },
    async () => markets.listMarkets(ctx),
  );
  app.post(
    '/admin/markets',
    {
      schema: {
        ...tags,
        summary: "Create a market; every product is priced in it at once (fixed prices, else converted at the market's rate and rounding)",
        body: MarketInputSchema,
        response: { 201: MarketSchema, ...ADMIN_ERRORS },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw await withClaims(ctx, request, undefined);
      return reply.status(201).send(await markets.createMarket(ctx, actor(request), request.body));
    },
  );
  app.get(
    '/admin/markets/:code',
    { schema: { ...tags, summary: 'A market', params: MarketCodeParamsSchema, response: { 200: MarketSchema, ...ADMIN_ERRORS } } },
    async (request) => markets.getMarket(ctx, request.params.code),
  );
  app.patch(
    '/admin/markets/:code',
    {
      schema: {
        ...tags,
        summary: "Change a market (countries are replaced as a whole); the primary market's currency and path cannot change",
        params: MarketCodeParamsSchema,
        body: MarketPatchSchema,
        response: { 200: MarketSchema, ...ADMIN_ERRORS },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw await withClaims(ctx, request, request.params.code);
      return markets.updateMarket(ctx, actor(request), request.params.code, request.body);
    },
  );
  app.delete(
    '/admin/markets/:code',
    {
      schema: {
        ...tags,
        summary: 'Delete a market; the primary market is a 409',
        params: MarketCodeParamsSchema,
        response: { 204: z.null(), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      await markets.deleteMarket(ctx, actor(request), request.params.code);
      return reply.status(204).send(null);
    },
  );
}

/** `GET /api/markets`: the active markets for the storefront's market and language picker. */
export async function marketsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  catalogCaching(app);
  app.get(
    '/markets',
    {
      schema: {
        tags: ['markets'],
        summary: 'Active markets: code, name, currency, languages (the first is the default), path and countries',
        response: { 200: z.array(PublicMarketSchema) },
      },
    },
    async () => markets.publicMarkets(ctx),
  );
}
