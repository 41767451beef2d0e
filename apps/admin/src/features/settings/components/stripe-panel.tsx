import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useStripeStatus } from '../api/settings';

/** Whether card payments go through Stripe Checkout, in which mode, and where Stripe sends its events. Never the keys. */
export function StripePanel() {
  const status = useStripeStatus();
  const s = status.data;
  return (
    <Card title="Card payments (Stripe)" className="mt-6">
      {!s ? (
        <p className="text-sm text-muted">{status.isError ? 'The Stripe status could not be loaded.' : 'Loading…'}</p>
      ) : !s.configured ? (
        <p className="text-sm">
          <Badge tone="neutral">Not configured</Badge>
          <span className="mt-2 block text-muted">
            Cards go to the built-in test gateway. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET on the server to take real payments (see
            the README).
          </span>
        </p>
      ) : (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted">Status</dt>
          <dd>
            <Badge tone={s.mode === 'live' ? 'success' : 'warning'}>{s.mode === 'live' ? 'Live mode' : 'Test mode'}</Badge>
          </dd>
          <dt className="text-muted">Webhook endpoint</dt>
          <dd className="break-all font-mono text-xs">{s.webhook_url}</dd>
          <dt className="text-muted">Events to send</dt>
          <dd className="break-words font-mono text-xs">{s.events.join(', ')}</dd>
        </dl>
      )}
    </Card>
  );
}
