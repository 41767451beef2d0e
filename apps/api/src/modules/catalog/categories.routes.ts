import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BrandListSchema, CategoryListSchema } from '@shopwright/shared/catalog';
import type { AppContext } from '../../context';
import { catalogCaching } from '../../lib/http-cache';
import { listBrands, listCategories } from './categories.repo';

export async function categoriesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  catalogCaching(app);
  app.get(
    '/products/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All categories in menu order, with their published product counts',
        response: { 200: CategoryListSchema },
      },
    },
    async () => listCategories(ctx.db),
  );

  app.get(
    '/products/brands',
    {
      schema: { tags: ['catalog'], summary: 'All brands by name, with their published product counts', response: { 200: BrandListSchema } },
    },
    async () => listBrands(ctx.db),
  );
}
