import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SendNewsletterInput } from '@shopwright/shared/admin';
import type { NewsletterStatus } from '@shopwright/shared/newsletter';
import { call } from '../../../lib/api';

export interface SubscriberListParams {
  status?: NewsletterStatus;
  q: string;
  page: number;
}

export const newsletterKeys = {
  all: ['admin', 'newsletter'] as const,
  audience: () => [...newsletterKeys.all, 'audience'] as const,
  subscribers: (params: SubscriberListParams) => [...newsletterKeys.all, 'subscribers', params] as const,
  campaigns: () => [...newsletterKeys.all, 'campaigns'] as const,
  campaignList: (page: number) => [...newsletterKeys.campaigns(), 'list', page] as const,
  campaign: (id: number) => [...newsletterKeys.campaigns(), 'detail', id] as const,
};

/** Always fetched afresh: the confirmation before sending must show today's count. */
export const audienceQueryOptions = () =>
  queryOptions({ queryKey: newsletterKeys.audience(), queryFn: () => call('GET admin/newsletter/summary'), staleTime: 0 });

export const subscriberListQueryOptions = (params: SubscriberListParams) =>
  queryOptions({
    queryKey: newsletterKeys.subscribers(params),
    queryFn: ({ signal }) => call('GET admin/newsletter/subscribers', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const campaignListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: newsletterKeys.campaignList(page),
    queryFn: () => call('GET admin/newsletter/campaigns', { query: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const campaignQueryOptions = (id: number) =>
  queryOptions({
    queryKey: newsletterKeys.campaign(id),
    queryFn: () => call('GET admin/newsletter/campaigns/:id', { params: { id } }),
    staleTime: Infinity,
  });

export const useNewsletterAudience = () => useQuery(audienceQueryOptions());
export const useSubscribers = (params: SubscriberListParams) => useQuery(subscriberListQueryOptions(params));
export const useCampaigns = (page: number) => useQuery(campaignListQueryOptions(page));
/** Pass 0 for an id that cannot exist: nothing is fetched. */
export const useCampaign = (id: number) => useQuery({ ...campaignQueryOptions(id), enabled: id > 0 });

/** Sends to every confirmed subscriber; the sent newsletter joins the list. */
export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendNewsletterInput) => call('POST admin/newsletter/send', { body: input }),
    onSuccess: (campaign) => {
      queryClient.setQueryData(newsletterKeys.campaign(campaign.id), campaign);
      void queryClient.invalidateQueries({ queryKey: newsletterKeys.campaigns() });
    },
  });
}
