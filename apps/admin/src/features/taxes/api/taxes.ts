import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxCategoryInput, TaxRateInput, TaxRatePatch, ZoneInput, ZonePatch } from '@shopwright/shared/tax';
import { call } from '../../../lib/api';
import { refreshSettings } from '../../../lib/shop-settings';
import { taxLookupKeys } from '../../../lib/tax-lookups';

export const taxKeys = {
  ...taxLookupKeys,
  zone: (code: string) => [...taxLookupKeys.zones, code] as const,
  rates: ['admin', 'tax-rates'] as const,
};

export const zoneQueryOptions = (code: string) =>
  queryOptions({ queryKey: taxKeys.zone(code), queryFn: () => call('GET admin/zones/:code', { params: { code } }), staleTime: 0 });
export const useZone = (code: string) => useQuery(zoneQueryOptions(code));
export const useTaxRates = () => useQuery({ queryKey: taxKeys.rates, queryFn: () => call('GET admin/tax-rates') });

/**
 * A change that refreshes the lists it touches, and the settings (their tax rate is the standard
 * rate at the default destination, read through the zones and rates).
 */
function useTaxChange<I, O>(mutationFn: (input: I) => Promise<O>, keys: ReadonlyArray<readonly unknown[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })), refreshSettings(queryClient)]);
    },
  });
}

export const useCreateZone = () => useTaxChange((input: ZoneInput) => call('POST admin/zones', { body: input }), [taxKeys.zones]);
export const useUpdateZone = (code: string) =>
  useTaxChange((patch: ZonePatch) => call('PATCH admin/zones/:code', { params: { code }, body: patch }), [taxKeys.zones]);
export const useDeleteZone = () => useTaxChange((code: string) => call('DELETE admin/zones/:code', { params: { code } }), [taxKeys.zones]);

export const useCreateTaxCategory = () =>
  useTaxChange((input: TaxCategoryInput) => call('POST admin/tax-categories', { body: input }), [taxKeys.categories]);
export const useRenameTaxCategory = () =>
  useTaxChange(
    ({ code, name }: { code: string; name: string }) => call('PATCH admin/tax-categories/:code', { params: { code }, body: { name } }),
    [taxKeys.categories],
  );
export const useDeleteTaxCategory = () =>
  useTaxChange((code: string) => call('DELETE admin/tax-categories/:code', { params: { code } }), [taxKeys.categories]);

export const useCreateTaxRate = () => useTaxChange((input: TaxRateInput) => call('POST admin/tax-rates', { body: input }), [taxKeys.rates]);
export const useUpdateTaxRate = () =>
  useTaxChange(
    ({ id, patch }: { id: number; patch: TaxRatePatch }) => call('PATCH admin/tax-rates/:id', { params: { id }, body: patch }),
    [taxKeys.rates],
  );
export const useDeleteTaxRate = () => useTaxChange((id: number) => call('DELETE admin/tax-rates/:id', { params: { id } }), [taxKeys.rates]);
