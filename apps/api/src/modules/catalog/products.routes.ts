import type { FastifyInstance, FastifyReply } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { catalogCaching, etagOf } from '../../lib/http-cache';
import * as products from './products.service';
import { CATALOG_CHANGED, ResponseCache } from './response-cache';

/** Sends already serialized JSON as is (Fastify does not serialize a string again). */
const sendJson = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

export async function productsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Listing pages are the busiest public read and change only with the catalog: each process
  // keeps the serialized answers by URL until a catalog change notice (catalog-changes.ts, ADR 017).
  // Each body is kept with its ETag, so a hit is neither serialized nor hashed again.
  const listings = new ResponseCache<{ body: string; etag: string }>(ctx.config.catalogCacheEntries);
  // Product pages get the same treatment: the second busiest read, changed only with the catalog.
  const details = new ResponseCache<{ body: string; etag: string }>(ctx.config.catalogCacheEntries);
  catalogCaching(app);
  const stopListening = ctx.changes.subscribe(CATALOG_CHANGED, () => {
    listings.clear();
    details.clear();
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
        if (hit !== undefined) return sendJson((reply as FastifyReply).header('etag', hit.etag), hit.body);
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
      const body = serializeList(await products.listProducts(ctx, request.query, request.url));
      const etag = etagOf(body);
      listings.set(request.url, { body, etag }, generation);
      return sendJson((reply as FastifyReply).header('etag', etag), body);
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
        if (hit !== undefined) return sendJson((reply as FastifyReply).header('etag', hit.etag), hit.body);
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
      const body = serializeDetail(await products.getProduct(ctx, request.params.id, request.query));
      const etag = etagOf(body);
      details.set(request.url, { body, etag }, generation);
      return sendJson((reply as FastifyReply).header('etag', etag), body);
    },
  );
}
