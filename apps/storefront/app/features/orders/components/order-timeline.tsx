import type { OrderEvent } from '@shopwright/shared/orders';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const WHO: Record<OrderEvent['actor'], string> = { customer: 'You', staff: 'Our team', system: 'Shop' };

/** What happened to the order, oldest first. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <ol className="relative space-y-5 border-l border-line pl-5" aria-label="Order timeline">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span className="absolute -left-[25px] top-1.5 h-2.5 w-2.5 rounded-full border-2 border-white bg-brand-600" aria-hidden="true" />
          <p className="text-sm text-ink">{event.message}</p>
          <p className="mt-0.5 text-xs text-muted">
            <time dateTime={event.created_at}>{when.format(new Date(event.created_at))}</time> · {WHO[event.actor]}
          </p>
        </li>
      ))}
    </ol>
  );
}
