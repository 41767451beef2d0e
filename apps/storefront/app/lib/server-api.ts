import { hashKey, type DataTag, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { ShopContract } from '@shopwright/shared/contract';
import { createHttpClient, createTypedCall, type TypedCall } from '@shopwright/shared/http';
import { contextLang, contextMarketParams, serverApiFetch, type StorefrontLoadContext } from './load-context';
import { withMarket } from './market';

export type ShopCall = TypedCall<ShopContract>;

/**
 * The typed calls of a server render, through the API in-process (see `serverApiFetch`). No
 * retries: a page render answers at once rather than waiting seconds for a failing API.
 */
export function serverCall(context: Partial<StorefrontLoadContext> | undefined, accessToken?: string): ShopCall {
  // With a token (the session cookie's, for a page rendered for its shopper): the API checks it as
  // it checks any request's, and a refusal is a 401 (no refresh here: the browser does that).
  const auth: Record<string, string> = accessToken ? { authorization: `Bearer ${accessToken}` } : {};
  // The API's messages (cart notices, errors) in the page's language.
  const lang = { 'accept-language': contextLang(context) };
  // Catalog reads in the page's market and language (none on the primary market's default pages).
  const inMarket = contextMarketParams(context);
  const http = createHttpClient({
    baseUrl: '',
    maxRetries: 0,
    fetch: (input, init) =>
      serverApiFetch(context, withMarket(String(input), init?.method, inMarket.market, inMarket.lang), {
        method: init?.method,
        headers: { ...(init?.headers as Record<string, string>), ...lang, ...auth },
        body: init?.body as string | undefined,
      }),
  });
  return createTypedCall<ShopContract>(http);
}

/**
 * One query's data out of a loader's dehydrated state, for `meta`, which runs outside the cache.
 * (Loaders fetch into a fresh QueryClient with the components' query options and return
 * `dehydrate(client)`: the data is in the page once, and the browser's `HydrationBoundary` fills
 * its cache from it instead of fetching again.)
 */
export function dehydratedData<T, E>(state: DehydratedState | undefined, options: { queryKey: DataTag<QueryKey, T, E> }): T | undefined {
  const hash = hashKey(options.queryKey);
  return state?.queries.find((q) => q.queryHash === hash)?.state.data as T | undefined;
}
