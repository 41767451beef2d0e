import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingMethodInput, ShippingMethodPatch } from '@shopwright/shared/tax';
import { call } from '../../../lib/api';
import { refreshSettings } from '../../../lib/shop-settings';

export const shippingKeys = {
  methods: ['admin', 'shipping-methods'] as const,
  method: (code: string) => ['admin', 'shipping-methods', code] as const,
};

export const useShippingMethods = () => useQuery({ queryKey: shippingKeys.methods, queryFn: () => call('GET admin/shipping-methods') });
export const shippingMethodQueryOptions = (code: string) =>
  queryOptions({
    queryKey: shippingKeys.method(code),
    queryFn: () => call('GET admin/shipping-methods/:code', { params: { code } }),
    staleTime: 0,
  });
export const useShippingMethod = (code: string) => useQuery(shippingMethodQueryOptions(code));

/** A change refreshes the methods and the settings (their Standard and Express prices are the methods' first rates). */
function useMethodChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: shippingKeys.methods }), refreshSettings(queryClient)]);
    },
  });
}

export const useCreateShippingMethod = () =>
  useMethodChange((input: ShippingMethodInput) => call('POST admin/shipping-methods', { body: input }));
export const useUpdateShippingMethod = (code: string) =>
  useMethodChange((patch: ShippingMethodPatch) => call('PATCH admin/shipping-methods/:code', { params: { code }, body: patch }));
/** Deletes a method; its page's query goes first, so that page is not fetched again (a 404) on the way out. */
export function useDeleteShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call('DELETE admin/shipping-methods/:code', { params: { code } }),
    onSuccess: async (_answer, code) => {
      queryClient.removeQueries({ queryKey: shippingKeys.method(code) });
      await Promise.all([queryClient.invalidateQueries({ queryKey: shippingKeys.methods, exact: true }), refreshSettings(queryClient)]);
    },
  });
}
