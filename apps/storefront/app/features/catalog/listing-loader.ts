import type { ProductList, ProductOptions } from '@shopwright/shared/catalog';
import { serverApiFetch, type StorefrontLoadContext } from '../../lib/load-context';
import { apiQueryFor } from './listing-params';

export interface ListingData {
  list: ProductList | null;
  options: ProductOptions;
  error: string | null;
}

const NO_OPTIONS: ProductOptions = { colors: [], sizes: [] };

/**
 * Loads a listing on the server with the colour and size options of its category (a separate,
 * cached-per-category call: counting them per filter combination is too slow for large catalogs).
 * A refused filter becomes a message, not an error page.
 */
export async function loadListing(context: Partial<StorefrontLoadContext>, url: URL, fixed: Record<string, string> = {}): Promise<ListingData> {
  const category = fixed.category ?? url.searchParams.get('category');
  const optionsPath = `products/options${category ? `?category=${encodeURIComponent(category)}` : ''}`;
  const [res, optionsRes] = await Promise.all([serverApiFetch(context, `products?${apiQueryFor(url.searchParams, fixed)}`), serverApiFetch(context, optionsPath)]);
  const options = optionsRes.ok ? ((await optionsRes.json()) as ProductOptions) : NO_OPTIONS;
  const body = await res.json().catch(() => null);
  // The API validated the body against the same schema.
  if (res.ok) return { list: body as ProductList, options, error: null };
  if (res.status === 400 || res.status === 404) return { list: null, options, error: (body as { detail?: string } | null)?.detail ?? 'These filters are not valid.' };
  throw new Response('The catalog could not be loaded.', { status: res.status });
}
