import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, ApiTokenInput, NewApiToken, Webhook, WebhookDelivery, WebhookInput, WebhookWithSecret } from '@shopwright/shared/integrations';
import { api } from '../../../lib/api';

export const integrationKeys = {
  tokens: ['admin', 'api-tokens'] as const,
  webhooks: ['admin', 'webhooks'] as const,
  deliveries: (id: number) => ['admin', 'webhooks', id, 'deliveries'] as const,
};

export const useApiTokens = () =>
  useQuery({ queryKey: integrationKeys.tokens, queryFn: () => api.get<{ results: ApiToken[] }>('admin/api-tokens').then((r) => r.results) });

export const useWebhooks = () =>
  useQuery({ queryKey: integrationKeys.webhooks, queryFn: () => api.get<{ results: Webhook[] }>('admin/webhooks').then((r) => r.results) });

/** A webhook's latest deliveries; refreshed while some are still waiting for a try. */
export const useDeliveries = (id: number) =>
  useQuery({
    queryKey: integrationKeys.deliveries(id),
    queryFn: () => api.get<{ results: WebhookDelivery[] }>(`admin/webhooks/${id}/deliveries`).then((r) => r.results),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 5_000 : false),
  });

function useInvalidating<I, O>(mutationFn: (input: I) => Promise<O>, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useCreateApiToken = () => useInvalidating((input: ApiTokenInput) => api.post<NewApiToken>('admin/api-tokens', input), integrationKeys.tokens);
export const useRevokeApiToken = () => useInvalidating((id: number) => api.delete<void>(`admin/api-tokens/${id}`), integrationKeys.tokens);
export const useCreateWebhook = () => useInvalidating((input: WebhookInput) => api.post<WebhookWithSecret>('admin/webhooks', input), integrationKeys.webhooks);
export const useDeleteWebhook = () => useInvalidating((id: number) => api.delete<void>(`admin/webhooks/${id}`), integrationKeys.webhooks);
export const useRollSecret = () => useInvalidating((id: number) => api.post<WebhookWithSecret>(`admin/webhooks/${id}/roll-secret`), integrationKeys.webhooks);
export const useResend = (webhookId: number) =>
  useInvalidating((deliveryId: number) => api.post<void>(`admin/webhooks/${webhookId}/deliveries/${deliveryId}/resend`), integrationKeys.deliveries(webhookId));
