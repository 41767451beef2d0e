import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
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
import * as products from './products.service';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

export async function productsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/products', {
    schema: {
      tags: ['catalog'],
      summary: 'Published products: filters, full-text search, sort, page and facet counts',
      description: '`category` and `brand` take comma-separated slugs (`all` = no filter; an unknown slug matches nothing). '
        + 'Without `sort`, a search is sorted by relevance and everything else by popularity. A page past the end is a 404.',
      querystring: ProductQuerySchema,
      response: { 200: ProductListSchema, ...errors },
    },
  }, async (request) => products.listProducts(ctx, request.query, request.url));

  app.get('/products/options', {
    schema: {
      tags: ['catalog'],
      summary: 'Colours and sizes on offer (in the given categories) with product counts, for filter panels',
      querystring: ProductOptionsQuerySchema,
      response: { 200: ProductOptionsSchema, 400: ErrorBodySchema },
    },
  }, async (request) => products.productOptions(ctx, request.query.category ?? []));

  app.get('/products/search/suggest', {
    schema: {
      tags: ['catalog'],
      summary: 'Instant suggestions while typing: products, categories and brands by word prefix',
      querystring: SuggestQuerySchema,
      response: { 200: SuggestionsSchema, 400: ErrorBodySchema },
    },
  }, async (request) => products.suggest(ctx, request.query.q));

  app.get('/products/:id', {
    schema: {
      tags: ['catalog'],
      summary: 'A published product (by numeric id or slug) with its details and related products',
      params: ProductIdParamSchema,
      response: { 200: ProductDetailSchema, ...errors },
    },
  }, async (request) => products.getProduct(ctx, request.params.id));
}
