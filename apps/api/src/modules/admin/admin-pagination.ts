import type { Page } from '@shopwright/shared/admin';

export interface PageRequest {
  page: number;
  page_size: number;
}

export const offsetOf = ({ page, page_size }: PageRequest) => (page - 1) * page_size;

/** Wraps one page of rows with the total and the neighbouring page numbers. */
export function pageOf<T>(results: T[], count: number, { page, page_size }: PageRequest): Page<T> {
  return {
    count,
    next: page * page_size < count ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, Math.max(1, Math.ceil(count / page_size))) : null,
    results,
  };
}
