import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductQueryInput } from '@shopwright/shared/catalog';
import { call } from '../../../lib/api';
import type { ShopCall } from '../../../lib/server-api';
import { asCardList } from '../../../components/product/card-product';

/**
 * `GET products?…` for a listing's API query string (`apiQueryFor`), kept as cards (`asCardList`):
 * the cache a server-rendered listing hands the browser holds what the page shows, no more. The
 * URL's parameters go to the API as the shopper typed them: it validates them and answers 400 with
 * the reason.
 */
export const listingQueryOptions = (query: string, api: ShopCall = call) =>
  queryOptions({
    queryKey: ['products', 'list', query] as const,
    queryFn: ({ signal }) =>
      api('GET products', { query: Object.fromEntries(new URLSearchParams(query)) as ProductQueryInput, signal }).then(asCardList),
  });

/** `GET products/options`: the colours and sizes of a category (all products without one). */
export const productOptionsQueryOptions = (category: string | null, api: ShopCall = call) =>
  queryOptions({
    queryKey: ['products', 'options', category ?? ''] as const,
    queryFn: ({ signal }) => api('GET products/options', { query: category ? { category } : {}, signal }),
  });

const NO_OPTIONS = { colors: [], sizes: [] };

/** The listing and its options from the cache the loader filled; nothing is fetched for a refused listing. */
export function useListing(query: string, category: string | null, refused: boolean) {
  const list = useQuery({ ...listingQueryOptions(query), enabled: !refused }).data ?? null;
  const options = useQuery(productOptionsQueryOptions(category)).data ?? NO_OPTIONS;
  return { list, options };
}
