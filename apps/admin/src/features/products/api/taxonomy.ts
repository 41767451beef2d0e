import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, BrandInput, BrandPatch, CategoryInput, CategoryPatch } from '@shopwright/shared/admin';
import { call } from '../../../lib/api';
import { productKeys } from './products';

export const taxonomyKeys = {
  all: ['admin', 'taxonomy'] as const,
  categories: () => [...taxonomyKeys.all, 'categories'] as const,
  brands: () => [...taxonomyKeys.all, 'brands'] as const,
};

/** Categories in menu order; the product form, the filters and the Categories tab share them. */
export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: taxonomyKeys.categories(), queryFn: () => call('GET admin/categories'), staleTime: 30_000 });
export const brandsQueryOptions = () =>
  queryOptions({ queryKey: taxonomyKeys.brands(), queryFn: () => call('GET admin/brands'), staleTime: 30_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
export const useBrands = () => useQuery(brandsQueryOptions());

/** A change to a category or brand: the taxonomy refetches, and so do product lists (they show the names). */
function useTaxonomyMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: taxonomyKeys.all });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

export const useCreateCategory = () => useTaxonomyMutation((input: CategoryInput) => call('POST admin/categories', { body: input }));
export const useUpdateCategory = () =>
  useTaxonomyMutation(({ id, patch }: { id: number; patch: CategoryPatch }) =>
    call('PATCH admin/categories/:id', { params: { id }, body: patch }),
  );
export const useDeleteCategory = () => useTaxonomyMutation((id: number) => call('DELETE admin/categories/:id', { params: { id } }));

/** Saves a new menu order; the list shows it at once and goes back if the server refuses. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call('PUT admin/categories/order', { body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: taxonomyKeys.categories() });
      const before = queryClient.getQueryData<AdminCategory[]>(taxonomyKeys.categories());
      if (before) {
        const byId = new Map(before.map((c) => [c.id, c]));
        queryClient.setQueryData(
          taxonomyKeys.categories(),
          ids.map((id, position) => ({ ...byId.get(id)!, position })),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(taxonomyKeys.categories(), context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(taxonomyKeys.categories(), saved),
  });
}

export const useCreateBrand = () => useTaxonomyMutation((input: BrandInput) => call('POST admin/brands', { body: input }));
export const useUpdateBrand = () =>
  useTaxonomyMutation(({ id, patch }: { id: number; patch: BrandPatch }) =>
    call('PATCH admin/brands/:id', { params: { id }, body: patch }),
  );
export const useDeleteBrand = () => useTaxonomyMutation((id: number) => call('DELETE admin/brands/:id', { params: { id } }));
