import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** Worth asking: two characters or more with a letter or digit among them. */
const searchable = (q: string) => q.length >= 2 && /[\p{L}\p{N}]/u.test(q);

/** `GET products/search/suggest?q=`: products, categories and brands for the search box. */
export const suggestQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['suggest', q] as const,
    queryFn: ({ signal }) => call('GET products/search/suggest', { query: { q }, signal }),
    enabled: searchable(q),
    staleTime: 60_000,
  });
