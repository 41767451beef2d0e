import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CategoryListSchema } from '@shopwright/shared/catalog';
import type { AppContext } from '../../context';
import { listCategories } from './categories.repo';

export async function categoriesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/products/categories', {
    schema: { tags: ['catalog'], summary: 'All categories in menu order', response: { 200: CategoryListSchema } },
  }, async () => listCategories(ctx.db));
}
