import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGiftCardDetail, GiftCardBulkInput, GiftCardFilters, GiftCardInput, GiftCardPatch } from '@shopwright/shared/credit';
import { call } from '../../../lib/api';

export type GiftCardListParams = GiftCardFilters & { page: number };

export const giftCardKeys = {
  all: ['admin', 'gift-cards'] as const,
  lists: () => [...giftCardKeys.all, 'list'] as const,
  list: (params: GiftCardListParams) => [...giftCardKeys.lists(), params] as const,
  detail: (id: number) => [...giftCardKeys.all, 'detail', id] as const,
};

/** Balances move with every checkout: lists are fetched afresh on each visit. */
export const useGiftCards = (params: GiftCardListParams) =>
  useQuery(
    queryOptions({
      queryKey: giftCardKeys.list(params),
      queryFn: ({ signal }) => call('GET admin/gift-cards', { query: { ...params }, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );

/** Pass 0 for an id that cannot exist: nothing is fetched. */
export const useGiftCard = (id: number) =>
  useQuery({
    queryKey: giftCardKeys.detail(id),
    queryFn: () => call('GET admin/gift-cards/:id', { params: { id } }),
    staleTime: 0,
    enabled: id > 0,
  });

/** Issues one card: the answer holds its code, shown this once; the lists are fetched again. */
export function useIssueGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiftCardInput) => call('POST admin/gift-cards', { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: giftCardKeys.lists() }),
  });
}

/** Issues many cards of one value; the JSON answer (every code, once) becomes the CSV file in the browser. */
export function useBulkIssueGiftCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiftCardBulkInput) => call('POST admin/gift-cards/bulk', { query: { format: 'json' }, body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: giftCardKeys.lists() }),
  });
}

/** Disable or enable, move the expiry, edit the note: the card's page takes the answer. */
export function usePatchGiftCard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: GiftCardPatch) => call('PATCH admin/gift-cards/:id', { params: { id }, body: patch }),
    onSuccess: (card: AdminGiftCardDetail) => {
      queryClient.setQueryData(giftCardKeys.detail(id), card);
      void queryClient.invalidateQueries({ queryKey: giftCardKeys.lists() });
    },
  });
}
