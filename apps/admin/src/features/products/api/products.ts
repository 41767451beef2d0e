import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProduct,
  AdminProductDetail,
  AdminReview,
  BulkProductAction,
  Page,
  ProductFilters,
  ProductInput,
  ProductPatch,
  StockMovement,
} from '@shopwright/shared/admin';
import { api } from '../../../lib/api';

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
    queryFn: ({ signal }) => api.get<Page<AdminProduct>>('admin/products', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: () => api.get<AdminProductDetail>(`admin/products/${id}`), staleTime: 0 });

export const useProducts = (params: ProductListParams) => useQuery(productListQueryOptions(params));
/** Pass 0 for an id that cannot exist: nothing is fetched. */
export const useProduct = (id: number) => useQuery({ ...productQueryOptions(id), enabled: id > 0 });

export const useStockHistory = (id: number, page: number) =>
  useQuery({
    queryKey: productKeys.stock(id, page),
    queryFn: () => api.get<Page<StockMovement>>(`admin/products/${id}/stock-history`, { query: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useProductReviews = (id: number, page: number) =>
  useQuery({
    queryKey: productKeys.reviews(id, page),
    queryFn: () => api.get<Page<AdminReview>>(`admin/products/${id}/reviews`, { query: { page } }),
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

export const useCreateProduct = () => useProductMutation((input: ProductInput) => api.post<AdminProductDetail>('admin/products', input));
export const useUpdateProduct = (id: number) => useProductMutation((patch: ProductPatch) => api.patch<AdminProductDetail>(`admin/products/${id}`, patch));

export function useDeleteProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(`admin/products/${id}`),
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
    mutationFn: (input: BulkProductAction) => api.post<{ updated: number }>('admin/products/bulk', input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useDeleteReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => api.delete<null>(`admin/reviews/${reviewId}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'reviews', productId] });
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
    },
  });
}
