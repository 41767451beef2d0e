import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide';
import type { Order } from '@shopwright/shared/orders';
import { formatDate } from '@shopwright/shared/i18n/format';
import { buttonClass } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Link } from '../../../components/ui/link';
import { ReturnRow } from '../../../components/orders/return-row';
import { orderReturnsQueryOptions } from '../../../lib/returns/returns-api';
import { useT } from '../../../lib/i18n';

/** Only a delivered order can be returned (and so have returns). */
const useOrderReturns = (order: Order) => useQuery(orderReturnsQueryOptions(String(order.id), order.status === 'delivered'));

/** "Return items" beside the order's title while it is within its return window with something left to return. */
export function ReturnItemsLink({ order }: { order: Order }) {
  const t = useT();
  const { data } = useOrderReturns(order);
  if (!data?.eligible || !data.lines.some((line) => line.returnable_quantity > 0)) return null;
  return (
    <Link to={`/orders/${order.number}/return`} className={buttonClass('secondary')}>
      <Icon node={Undo2} className="h-4 w-4" />
      {t('returnsPage.returnItems')}
    </Link>
  );
}

/** The order's returns with their state, and until when it can be returned (or why not). */
export function OrderReturns({ order }: { order: Order }) {
  const t = useT();
  const { data } = useOrderReturns(order);
  if (!data) return null;
  const open = data.eligible && data.lines.some((line) => line.returnable_quantity > 0);
  const note =
    open && data.window_ends_at
      ? t('returnsPage.windowOpen', { date: formatDate(data.window_ends_at, t.lang, { dateStyle: 'long' }) })
      : data.returns.length === 0 && data.reason
        ? t.text(data.reason)
        : null;
  if (!note && data.returns.length === 0) return null;
  return (
    <section className="rounded-2xl border border-line p-5" aria-labelledby="order-returns-title" data-testid="order-returns">
      <h2 id="order-returns-title" className="text-base font-semibold">
        {t('returnsPage.title')}
      </h2>
      {note && <p className="mt-2 text-sm text-muted">{note}</p>}
      {data.returns.length > 0 && (
        <ul className="-mx-2 mt-2 divide-y divide-line" aria-label={t('returnsPage.listLabel')}>
          {data.returns.map((ret) => (
            <ReturnRow key={ret.id} ret={ret} />
          ))}
        </ul>
      )}
    </section>
  );
}
