import type { OrderEvent } from '@shopwright/shared/orders';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';

const ACTOR_LABELS: Record<OrderEvent['actor'], string> = { customer: 'Customer', staff: 'Staff', system: 'Shop' };

/** What happened to the order, oldest first. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <Card title="Timeline">
      <ol className="space-y-3 border-l border-line pl-4" aria-label="Timeline">
        {events.map((e) => (
          <li key={e.id} className="relative text-sm">
            <span className="absolute -left-[21px] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-600" aria-hidden="true" />
            <p>{e.message}</p>
            <p className="text-xs text-muted">
              {formatDateTime(e.created_at)} · {ACTOR_LABELS[e.actor]}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
