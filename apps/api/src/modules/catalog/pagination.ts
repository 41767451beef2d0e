import { CATALOG_MESSAGES as M } from '@shopwright/shared/catalog';
import { AppError } from '../../lib/errors';

export interface PageInfo {
  count: number;
  next: string | null;
  previous: string | null;
  page: number;
  page_size: number;
  total_pages: number;
}

/**
 * Page numbers and links for a result of `count` items. A page past the end is a 404 (as in
 * Django REST framework), except page 1 of an empty result, which is simply empty. The links
 * repeat the request's own query with another page number.
 */
export function paginate(requestUrl: string, count: number, page: number, pageSize: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  if (page > totalPages) throw new AppError(404, 'NOT_FOUND', M.pageOutOfRange);
  const url = new URL(requestUrl, 'http://localhost');
  const link = (n: number) => {
    const params = new URLSearchParams(url.searchParams);
    params.set('page', String(n));
    return `${url.pathname}?${params.toString()}`;
  };
  return {
    count,
    next: page < totalPages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    page,
    page_size: pageSize,
    total_pages: totalPages,
  };
}
