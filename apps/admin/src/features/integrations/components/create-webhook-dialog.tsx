import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { INTEGRATION_MESSAGES as M, WEBHOOK_EVENTS, WebhookInputSchema, type WebhookEvent } from '@shopwright/shared/integrations';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useCreateWebhook } from '../api/integrations';
import { ChoiceList } from './choice-list';
import { SecretOnce } from '../../../components/ui/secret-once';

/** A new webhook endpoint: URL and events, then its signing secret, shown this once. */
export function CreateWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const create = useCreateWebhook();

  function close() {
    setUrl('');
    setEvents([]);
    setErrors({});
    setSecret(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = WebhookInputSchema.safeParse({ url, events });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        toast.success(M.webhookCreated);
        setSecret(created.secret);
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error) ?? {});
        toast.error(errorMessage(error));
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={secret ? 'Signing secret' : 'Add a webhook'}
      description="Each event is POSTed as JSON and signed in the Shopwright-Signature header."
    >
      {secret ? (
        <SecretOnce label="Signing secret" value={secret} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Input
            label="URL"
            type="url"
            inputMode="url"
            placeholder="https://erp.example.com/hooks/shop"
            autoComplete="off"
            value={url}
            error={errors.url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <ChoiceList legend="Events" options={WEBHOOK_EVENTS} value={events} onChange={setEvents} error={errors.events} />
          <Button type="submit" className="min-h-11 w-full" loading={create.isPending}>
            Add webhook
          </Button>
        </form>
      )}
    </Dialog>
  );
}
