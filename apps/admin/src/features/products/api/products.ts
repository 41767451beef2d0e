import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDetail, BulkProductAction, ProductFilters, ProductInput, ProductPatch } from '@shopwright/shared/admin';
import { call } from '../../../lib/api';

export type ProductListParams = ProductFilters & { page: number };

export const productKeys = {
  all: ['admin', 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  stock: (id: number, page: number) => [...productKeys.all, 'stock', id, page] as const,
  reviews: (id: number, page: number) => [...productKeys.all, 'reviews', id, page] as const,
};

export const productListQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => call('GET admin/products', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: () => call('GET admin/products/:id', { params: { id } }), staleTime: 0 });

export const useProducts = (params: ProductListParams) => useQuery(productListQueryOptions(params));
/** Pass 0 for an id that cannot exist: nothing is fetched. */
export const useProduct = (id: number) => useQuery({ ...productQueryOptions(id), enabled: id > 0 });

export const useStockHistory = (id: number, page: number) =>
  useQuery({
    queryKey: productKeys.stock(id, page),
    queryFn: () => call('GET admin/products/:id/stock-history', { params: { id }, query: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useProductReviews = (id: number, page: number) =>
  useQuery({
    queryKey: productKeys.reviews(id, page),
    queryFn: () => call('GET admin/products/:id/reviews', { params: { id }, query: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/**
 * A change answering the product as saved: it becomes the detail; lists, stock history and the
 * taxonomy counts (products per category and brand) are fetched again.
 */
function useProductMutation<T>(send: (input: T) => Promise<AdminProductDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData(productKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: productKeys.all, predicate: (q) => q.queryKey[2] !== 'detail' });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'taxonomy'] });
    },
  });
}

export const useCreateProduct = () => useProductMutation((input: ProductInput) => call('POST admin/products', { body: input }));
export const useUpdateProduct = (id: number) =>
  useProductMutation((patch: ProductPatch) => call('PATCH admin/products/:id', { params: { id }, body: patch }));

export function useDeleteProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('DELETE admin/products/:id', { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'taxonomy'] });
    },
  });
}

/** Publishes or unpublishes the chosen products together (all or nothing). */
export function useBulkPublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkProductAction) => call('POST admin/products/bulk', { body: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useDeleteReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => call('DELETE admin/reviews/:id', { params: { id: reviewId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'reviews', productId] });
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
    },
  });
}
