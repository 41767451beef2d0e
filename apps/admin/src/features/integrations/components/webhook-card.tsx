import { useState } from 'react';
import { KeyRound, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { INTEGRATION_MESSAGES as M, type Webhook } from '@shopwright/shared/integrations';
import { errorMessage } from '@shopwright/shared/http';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteWebhook, useRollSecret } from '../api/integrations';
import { SecretOnce } from '../../../components/ui/secret-once';
import { WebhookDeliveries } from './webhook-deliveries';

/** One endpoint: its URL, events and health, its deliveries, rolling its secret and removing it. */
export function WebhookCard({ webhook }: { webhook: Webhook }) {
  const [confirm, setConfirm] = useState<'roll' | 'delete' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const roll = useRollSecret();
  const remove = useDeleteWebhook();

  function onConfirm() {
    const done = { onError: (e: unknown) => toast.error(errorMessage(e)) };
    if (confirm === 'roll') {
      roll.mutate(webhook.id, {
        ...done,
        onSuccess: (w) => {
          toast.success(M.secretRolled);
          setConfirm(null);
          setSecret(w.secret);
        },
      });
    } else {
      remove.mutate(webhook.id, {
        ...done,
        onSuccess: () => {
          toast.success(M.webhookDeleted);
          setConfirm(null);
        },
      });
    }
  }

  return (
    <section aria-label={`Webhook ${webhook.url}`} className="rounded-lg border border-line bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-all font-medium text-ink">{webhook.url}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            {webhook.failing && <Badge tone="danger">Failing</Badge>}
            {webhook.events.map((e) => (
              <Badge key={e}>{e}</Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button className="min-h-11" variant="secondary" onClick={() => setConfirm('roll')}>
            <KeyRound className="h-4 w-4" aria-hidden="true" />
            Roll secret
          </Button>
          <Button
            className="min-h-11"
            variant="secondary"
            onClick={() => setConfirm('delete')}
            aria-label={`Delete webhook ${webhook.url}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <WebhookDeliveries webhookId={webhook.id} />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'roll' ? 'Make a new signing secret?' : 'Delete this webhook?'}
        description={
          confirm === 'roll'
            ? 'The old secret stops working at once: update the receiver with the new one.'
            : 'No more events are sent to it, and its delivery history is removed.'
        }
        confirmLabel={confirm === 'roll' ? 'Roll secret' : 'Delete webhook'}
        danger={confirm === 'delete'}
        pending={roll.isPending || remove.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirm(null)}
      />
      <Dialog open={secret !== null} onClose={() => setSecret(null)} title="New signing secret">
        {secret && <SecretOnce label="Signing secret" value={secret} onDone={() => setSecret(null)} />}
      </Dialog>
    </section>
  );
}
