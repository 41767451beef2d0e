import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from '../../lib/serializer';
import { BrandListSchema, CatalogMarketQuerySchema, CategoryListSchema } from '@shopwright/shared/catalog';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { lookupCounts } from '../../lib/cache-metrics';
import { catalogCaching, keptJson, sendKeptJson, type KeptJson } from '../../lib/http-cache';
import { listBrands, listCategories } from './categories.repo';
import { catalogView } from './products.service';
import { CATALOG_CHANGED, ResponseCache } from './response-cache';

/** The categories' counts are of published products: a stock change alters none of them. */
const NO_STOCK = { about: [], lists: [], stockFiltered: false };

export async function categoriesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  catalogCaching(app);
  // The categories are the same for every shopper and asked for by every page: the serialized
  // answer and its ETag are kept per URL (market and language) until a catalog notice drops them
  // (category, product, translation and market writes; ADR 017), as the listings are.
  const categories = new ResponseCache<KeptJson>(16, { counts: lookupCounts('categories') });
  const stopListening = ctx.changes.subscribe(CATALOG_CHANGED, (detail) => categories.catalogChanged(detail));
  app.addHook('onClose', async () => stopListening());
  const serialize = serializerCompiler({ schema: CategoryListSchema, method: 'GET', url: '/products/categories', httpStatus: '200' });

  app.get(
    '/products/categories',
    {
      // A kept answer is sent before validation: only a query that validated was ever kept.
      onRequest: async (request, reply) => {
        const hit = categories.get(request.url);
        if (hit !== undefined) return sendKeptJson(reply, hit);
      },
      schema: {
        tags: ['catalog'],
        summary: 'All categories in menu order, with their published product counts',
        description:
          '`market` and `lang` are checked (an unknown or inactive market is a 400); in a language other than the shop’s own, names, slugs and descriptions come translated where they are (ADR 030).',
        querystring: CatalogMarketQuerySchema,
        response: { 200: CategoryListSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const generation = categories.generation;
      const view = await catalogView(ctx, request.query);
      const answer = keptJson(serialize(await listCategories(ctx.db, view?.translated)));
      categories.set(request.url, answer, generation, NO_STOCK);
      return sendKeptJson(reply, answer);
    },
  );

  app.get(
    '/products/brands',
    {
      schema: { tags: ['catalog'], summary: 'All brands by name, with their published product counts', response: { 200: BrandListSchema } },
    },
    async () => listBrands(ctx.db),
  );
}
