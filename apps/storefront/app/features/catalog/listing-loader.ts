import { dehydrate } from '@tanstack/react-query';
import { ApiError } from '@shopwright/shared/http';
import { contextLang, type StorefrontLoadContext } from '../../lib/load-context';
import { makeQueryClient } from '../../lib/query-client';
import { serverCall } from '../../lib/server-api';
import { listingQueryOptions, productOptionsQueryOptions } from './api/listing';
import { apiQueryFor } from './listing-params';
import { translatorFor } from '../../lib/i18n';

/** What a listing route's loader hands its page: the filled query cache and the keys to read it with. */
export interface ListingData {
  dehydrated: ReturnType<typeof dehydrate>;
  query: string;
  category: string | null;
  error: string | null;
}

/**
 * Loads a listing on the server with the colour and size options of its category (a separate,
 * cached-per-category call: counting them per filter combination is too slow for large catalogs)
 * into the query cache the page reads. A refused filter becomes a message, not an error page.
 */
export async function loadListing(
  context: Partial<StorefrontLoadContext>,
  url: URL,
  fixed: Record<string, string> = {},
): Promise<ListingData> {
  const category = fixed.category ?? url.searchParams.get('category');
  const query = apiQueryFor(url.searchParams, fixed);
  const api = serverCall(context);
  const queryClient = makeQueryClient();
  const [listed] = await Promise.allSettled([
    queryClient.fetchQuery(listingQueryOptions(query, api)),
    queryClient.prefetchQuery(productOptionsQueryOptions(category, api)),
  ]);
  let error: string | null = null;
  if (listed.status === 'rejected') {
    const reason: unknown = listed.reason;
    const status = reason instanceof ApiError ? reason.status : 500;
    if (status !== 400 && status !== 404)
      throw new Response(translatorFor(contextLang(context))('listing.loadFailed'), { status: status || 502 });
    error = (reason instanceof ApiError && reason.detail) || translatorFor(contextLang(context))('listing.filtersInvalid');
  }
  return { dehydrated: dehydrate(queryClient), query, category, error };
}
