import type { ProductDetail, ProductList, ProductQueryInput } from '../catalog/index';
import { endpoint, type ContractOf } from './define';

export { endpoint, type ContractOf } from './define';

/**
 * Every call the storefront makes: `'METHOD path'` (`:name` for path parameters) -> what it sends and
 * what it gets, typed from the zod schemas the API validates and serializes with. The storefront's
 * `call` (apps/storefront/app/lib/api.ts) accepts only these keys.
 */
export const shopEndpoints = {
  'GET products': endpoint<{ query: ProductQueryInput; response: ProductList }>(),
  'GET products/:id': endpoint<{ params: { id: number | string }; response: ProductDetail }>(),
};

export type ShopContract = ContractOf<typeof shopEndpoints>;
