import type { OrderEvent } from '@shopwright/shared/orders';
import { useT } from '../../../lib/i18n';
import { formatDate } from '@shopwright/shared/i18n/format';

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** What happened to the order, oldest first. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const t = useT();
  return (
    <ol className="relative space-y-5 border-l border-line pl-5" aria-label={t('order.timelineLabel')}>
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span className="absolute -left-[25px] top-1.5 h-2.5 w-2.5 rounded-full border-2 border-white bg-brand-600" aria-hidden="true" />
          <p className="text-sm text-ink">{t.text(event.message)}</p>
          <p className="mt-0.5 text-xs text-muted">
            <time dateTime={event.created_at}>{formatDate(event.created_at, t.lang, WHEN)}</time> · {t(`order.actor.${event.actor}`)}
          </p>
        </li>
      ))}
    </ol>
  );
}
