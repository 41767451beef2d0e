import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenInput, WebhookInput } from '@shopwright/shared/integrations';
import { call } from '../../../lib/api';

export const integrationKeys = {
  tokens: ['admin', 'api-tokens'] as const,
  webhooks: ['admin', 'webhooks'] as const,
  deliveries: (id: number) => ['admin', 'webhooks', id, 'deliveries'] as const,
};

export const useApiTokens = () =>
  useQuery({ queryKey: integrationKeys.tokens, queryFn: () => call('GET admin/api-tokens').then((r) => r.results) });

export const useWebhooks = () =>
  useQuery({ queryKey: integrationKeys.webhooks, queryFn: () => call('GET admin/webhooks').then((r) => r.results) });

/** A webhook's latest deliveries; refreshed while some are still waiting for a try. */
export const useDeliveries = (id: number) =>
  useQuery({
    queryKey: integrationKeys.deliveries(id),
    queryFn: () => call('GET admin/webhooks/:id/deliveries', { params: { id } }).then((r) => r.results),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 5_000 : false),
  });

function useInvalidating<I, O>(mutationFn: (input: I) => Promise<O>, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useCreateApiToken = () =>
  useInvalidating((input: ApiTokenInput) => call('POST admin/api-tokens', { body: input }), integrationKeys.tokens);
export const useRevokeApiToken = () =>
  useInvalidating((id: number) => call('DELETE admin/api-tokens/:id', { params: { id } }), integrationKeys.tokens);
export const useCreateWebhook = () =>
  useInvalidating((input: WebhookInput) => call('POST admin/webhooks', { body: input }), integrationKeys.webhooks);
export const useDeleteWebhook = () =>
  useInvalidating((id: number) => call('DELETE admin/webhooks/:id', { params: { id } }), integrationKeys.webhooks);
export const useRollSecret = () =>
  useInvalidating((id: number) => call('POST admin/webhooks/:id/roll-secret', { params: { id } }), integrationKeys.webhooks);
export const useResend = (webhookId: number) =>
  useInvalidating(
    (deliveryId: number) => call('POST admin/webhooks/:id/deliveries/:deliveryId/resend', { params: { id: webhookId, deliveryId } }),
    integrationKeys.deliveries(webhookId),
  );
