import type { ProductSort } from '@shopwright/shared/catalog';
import { type MessageKey } from '../../lib/i18n';

/** URL parameters the listing understands; the URL is the whole state (links, back/forward, reload). */
export const LISTING_KEYS = ['category', 'brand', 'q', 'sort', 'min_price', 'max_price', 'in_stock', 'color', 'size', 'page'] as const;
export const LISTING_PAGE_SIZE = 24;

export const SORT_OPTIONS: ReadonlyArray<{ value: ProductSort; label: MessageKey }> = [
  { value: 'popular', label: 'sort.popular' },
  { value: 'newest', label: 'sort.newest' },
  { value: 'price-low', label: 'sort.priceLow' },
  { value: 'price-high', label: 'sort.priceHigh' },
  { value: 'rating', label: 'sort.rating' },
];
export const RELEVANCE_OPTION = { value: 'relevance' as const, label: 'sort.relevance' as MessageKey };

/** The API query for a listing URL; `fixed` wins (e.g. the category of /products/category/{slug}). */
export function apiQueryFor(search: URLSearchParams, fixed: Record<string, string> = {}): string {
  const out = new URLSearchParams();
  for (const key of LISTING_KEYS) {
    const value = fixed[key] ?? search.get(key);
    if (value !== null && value !== undefined && value !== '') out.set(key, value);
  }
  out.set('page_size', String(LISTING_PAGE_SIZE));
  return out.toString();
}

/** The same listing with some parameters changed; any filter change goes back to page 1. */
export function withParams(search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  const qs = next.toString();
  return qs ? `?${qs}` : '?';
}

/** Toggles one value of a comma-separated list parameter (brands). */
export function toggleListValue(current: string | null, value: string): string | null {
  const list = (current ?? '').split(',').filter((v) => v && v !== 'all');
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return next.length ? next.join(',') : null;
}
