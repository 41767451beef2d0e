import { useState } from 'react';
import { Webhook as WebhookIcon } from 'lucide-react';
import { Button } from '../components/ui/button';
import { EmptyState, ErrorState } from '../components/ui/state-message';
import { DetailSkeleton } from '../components/ui/detail-skeleton';
import { useWebhooks } from '../features/integrations/api/integrations';
import { CreateWebhookDialog } from '../features/integrations/components/create-webhook-dialog';
import { WebhookCard } from '../features/integrations/components/webhook-card';

/** `/admin/settings/webhooks`: where the shop sends its events (orders, products, stock), and how that went. */
export function SettingsWebhooksPage() {
  const [creating, setCreating] = useState(false);
  const webhooks = useWebhooks();
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          Failed deliveries are tried again for several hours; an endpoint that keeps failing is marked so.
        </p>
        <Button className="min-h-11" onClick={() => setCreating(true)}>
          <WebhookIcon className="h-4 w-4" aria-hidden="true" />
          Add webhook
        </Button>
      </div>
      {webhooks.isPending ? (
        <DetailSkeleton label="Loading webhooks" />
      ) : webhooks.error ? (
        <ErrorState error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : webhooks.data.length === 0 ? (
        <EmptyState message="No webhooks yet." />
      ) : (
        <div className="space-y-4">
          {webhooks.data.map((w) => (
            <WebhookCard key={w.id} webhook={w} />
          ))}
        </div>
      )}
      <CreateWebhookDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

export { SettingsWebhooksPage as Component };
