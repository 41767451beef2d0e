import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVariant, VariantBulk, VariantPatch } from '@shopwright/shared/admin';
import { call } from '../../../lib/api';
import { productKeys } from './products';

export const variantKeys = { list: (productId: number) => [...productKeys.all, 'variants', productId] as const };

/** Every variant of a product (retired ones too), in the product's colour x size order. */
export const useVariants = (productId: number) =>
  useQuery({
    queryKey: variantKeys.list(productId),
    queryFn: () => call('GET admin/products/:id/variants', { params: { id: productId } }),
    staleTime: 0,
  });

/** After a variant change the product's totals, the lists and the stock history change too (the table holds the answer). */
function useAfterVariantChange(productId: number) {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({
      queryKey: productKeys.all,
      predicate: (q) => !(q.queryKey[2] === 'variants' && q.queryKey[3] === productId),
    });
}

/** Saves one row; its answer replaces that row in the table. */
export function useUpdateVariant(productId: number) {
  const queryClient = useQueryClient();
  const after = useAfterVariantChange(productId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: VariantPatch }) =>
      call('PATCH admin/products/:id/variants/:variantId', { params: { id: productId, variantId: id }, body: patch }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminVariant[]>(variantKeys.list(productId), (rows) => rows?.map((r) => (r.id === saved.id ? saved : r)));
      after();
    },
  });
}

/** Sets stock and/or prices of the chosen rows together (all or nothing); answers the whole list. */
export function useBulkUpdateVariants(productId: number) {
  const queryClient = useQueryClient();
  const after = useAfterVariantChange(productId);
  return useMutation({
    mutationFn: (input: VariantBulk) => call('POST admin/products/:id/variants/bulk', { params: { id: productId }, body: input }),
    onSuccess: (rows) => {
      queryClient.setQueryData(variantKeys.list(productId), rows);
      after();
    },
  });
}
