import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from '../../lib/serializer';
import {
  CatalogMarketQuerySchema,
  ProductDetailSchema,
  ProductIdParamSchema,
  ProductListSchema,
  ProductOptionsQuerySchema,
  ProductOptionsSchema,
  ProductQuerySchema,
  SuggestionsSchema,
  SuggestQuerySchema,
} from '@shopwright/shared/catalog';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { lookupCounts } from '../../lib/cache-metrics';
import { catalogCaching, keptJson, sendKeptJson, type KeptJson } from '../../lib/http-cache';
import * as products from './products.service';
import { CATALOG_CHANGED, encodeShows, ResponseCache, SHOWS_HEADER, type Shows } from './response-cache';

/** A kept answer (lib/http-cache `KeptJson`) with what it shows that stock changes alter (ADR 031). */
interface Answer extends KeptJson {
  shows: Shows;
  /** `shows` as SHOWS_HEADER carries it, for a server render that keeps the page. */
  showsHeader: string;
}

const answerOf = (json: string, shows: Shows): Answer => ({ ...keptJson(json), shows, showsHeader: encodeShows(shows) });

/** Sends an answer; with what it shows when a server render asks (its kept page depends on that). */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  if (request.headers[SHOWS_HEADER] !== undefined) reply.header(SHOWS_HEADER, answer.showsHeader);
  return sendKeptJson(reply, answer);
}

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

export async function productsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Listing pages are the busiest public read and change only with the catalog: each process
  // keeps the serialized answers by URL until a catalog change notice (catalog-changes.ts, ADR 017)
  // drops them; a stock change only those it touches (ADR 031).
  // Each body is kept with its ETag, so a hit is neither serialized nor hashed again.
  const listings = new ResponseCache<Answer>(ctx.config.catalogCacheEntries, { counts: lookupCounts('listings') });
  // Product pages get the same treatment: the second busiest read, changed only with the catalog.
  const details = new ResponseCache<Answer>(ctx.config.catalogCacheEntries, { counts: lookupCounts('products') });
  catalogCaching(app);
  const stopListening = ctx.changes.subscribe(CATALOG_CHANGED, (detail) => {
    listings.catalogChanged(detail);
    details.catalogChanged(detail);
  });
  app.addHook('onClose', async () => stopListening());
  // The route's own serializer, so a cached answer is byte for byte what the route would send.
  const serializeList = serializerCompiler({ schema: ProductListSchema, method: 'GET', url: '/products', httpStatus: '200' });
  const serializeDetail = serializerCompiler({ schema: ProductDetailSchema, method: 'GET', url: '/products/:id', httpStatus: '200' });

  app.get(
    '/products',
    {
      // A cached answer is sent before validation: only a query that validated was ever stored.
      onRequest: async (request, reply) => {
        const hit = listings.get(request.url);
        if (hit !== undefined) return sendAnswer(request, reply, hit);
      },
      schema: {
        tags: ['catalog'],
        summary: 'Published products: filters, full-text search, sort, page and facet counts',
        description:
          '`category` and `brand` take comma-separated slugs (`all` = no filter; an unknown slug matches nothing). ' +
          'Without `sort`, a search is sorted by relevance and everything else by popularity. A page past the end is a 404.',
        querystring: ProductQuerySchema,
        response: { 200: ProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const generation = listings.generation;
      const list = await products.listProducts(ctx, request.query, request.url);
      const shows = { about: [], lists: list.results.map((p) => p.id), stockFiltered: request.query.in_stock !== undefined };
      const answer = answerOf(serializeList(list), shows);
      listings.set(request.url, answer, generation, shows);
      return sendAnswer(request, reply, answer);
    },
  );

  app.get(
    '/products/options',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Colours and sizes on offer (in the given categories) with product counts, for filter panels',
        querystring: ProductOptionsQuerySchema,
        response: { 200: ProductOptionsSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => products.productOptions(ctx, request.query.category ?? []),
  );

  app.get(
    '/products/search/suggest',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Instant suggestions while typing: products, categories and brands by word prefix',
        querystring: SuggestQuerySchema,
        response: { 200: SuggestionsSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => products.suggest(ctx, request.query.q, request.query),
  );

  app.get(
    '/products/:id',
    {
      onRequest: async (request, reply) => {
        const hit = details.get(request.url);
        if (hit !== undefined) return sendAnswer(request, reply, hit);
      },
      schema: {
        tags: ['catalog'],
        summary: 'A published product (by numeric id or slug) with its details and related products',
        params: ProductIdParamSchema,
        querystring: CatalogMarketQuerySchema,
        response: { 200: ProductDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const generation = details.generation;
      const product = await products.getProduct(ctx, request.params.id, request.query);
      const shows = { about: [product.id], lists: product.related.map((p) => p.id), stockFiltered: false };
      const answer = answerOf(serializeDetail(product), shows);
      details.set(request.url, answer, generation, shows);
      return sendAnswer(request, reply, answer);
    },
  );
}
