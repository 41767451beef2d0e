import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { adminBrandsRoutes } from './admin-brands.routes';
import { adminCategoriesRoutes } from './admin-categories.routes';
import { adminProductActivityRoutes } from './admin-product-activity.routes';
import { adminProductImagesRoutes } from './admin-product-images.routes';
import { adminProductPricesRoutes } from './admin-product-prices.routes';
import { adminProductsCsvRoutes } from './admin-products-csv.routes';
import { adminProductsRoutes } from './admin-products.routes';
import { adminVariantsRoutes } from './admin-variants.routes';

/** The catalog's admin routes: products, their pictures, stock history and reviews, CSV, categories and brands. */
export async function adminCatalogRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(adminProductsRoutes, { ctx });
  await app.register(adminProductImagesRoutes, { ctx });
  await app.register(adminProductActivityRoutes, { ctx });
  await app.register(adminVariantsRoutes, { ctx });
  await app.register(adminProductPricesRoutes, { ctx });
  await app.register(adminProductsCsvRoutes, { ctx });
  await app.register(adminCategoriesRoutes, { ctx });
  await app.register(adminBrandsRoutes, { ctx });
}
