import { queryOptions } from '@tanstack/react-query';
import type { ReviewInput } from '@shopwright/shared/catalog';
import { call } from '../../../lib/api';
import type { ShopCall } from '../../../lib/server-api';

export const reviewKeys = {
  all: (productId: number) => ['products', productId, 'reviews'] as const,
  page: (productId: number, page: number) => ['products', productId, 'reviews', page] as const,
};

/** `GET products/{id}/reviews?page=`: one page of reviews with the rating summary. */
export const reviewsQueryOptions = (productId: number, page: number, api: ShopCall = call) =>
  queryOptions({
    queryKey: reviewKeys.page(productId, page),
    queryFn: ({ signal }) => api('GET products/:id/reviews', { params: { id: productId }, query: { page }, signal }),
  });

/** `POST products/{id}/reviews`: writes, or replaces, the shopper's review. */
export const saveReview = (productId: number, input: ReviewInput) =>
  call('POST products/:id/reviews', { params: { id: productId }, body: input });
