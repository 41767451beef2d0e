import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import type { ShopCall } from '../../../lib/server-api';

/** `GET products/{id}` by id or slug, as the page's URL names it; a server loader passes its own `api`. */
export const productQueryOptions = (idOrSlug: string, api: ShopCall = call) =>
  queryOptions({
    queryKey: ['products', 'detail', idOrSlug] as const,
    queryFn: ({ signal }) => api('GET products/:id', { params: { id: idOrSlug }, signal }),
  });
