import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FixedPrice, FixedPriceInput } from '@shopwright/shared/markets';
import { call } from '../../../lib/api';
import { productKeys } from './products';

export const priceKeys = { fixed: (productId: number) => [...productKeys.all, 'prices', productId] as const };

/** The product's fixed prices per currency (variant_id null: the product's own). */
export const useFixedPrices = (productId: number) =>
  useQuery({
    queryKey: priceKeys.fixed(productId),
    queryFn: () => call('GET admin/products/:id/prices', { params: { id: productId } }),
    staleTime: 0,
  });

/** Replaces the product's fixed prices; the answer becomes the list. */
export function useSaveFixedPrices(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prices: FixedPriceInput[]) => call('PUT admin/products/:id/prices', { params: { id: productId }, body: prices }),
    onSuccess: (saved: FixedPrice[]) => queryClient.setQueryData(priceKeys.fixed(productId), saved),
  });
}
