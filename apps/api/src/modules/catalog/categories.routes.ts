import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BrandListSchema, CatalogMarketQuerySchema, CategoryListSchema } from '@shopwright/shared/catalog';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { catalogCaching } from '../../lib/http-cache';
import { listBrands, listCategories } from './categories.repo';
import { catalogView } from './products.service';

export async function categoriesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  catalogCaching(app);
  app.get(
    '/products/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All categories in menu order, with their published product counts',
        description:
          '`market` and `lang` are checked (an unknown or inactive market is a 400); in a language other than the shop’s own, names, slugs and descriptions come translated where they are (ADR 030).',
        querystring: CatalogMarketQuerySchema,
        response: { 200: CategoryListSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const view = await catalogView(ctx, request.query);
      return listCategories(ctx.db, view?.translated);
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
