import type { ReturnSummary } from '@shopwright/shared/returns';
import { formatDate, formatMoneyIn } from '@shopwright/shared/i18n/format';
import { ChevronRight } from 'lucide';
import { Icon } from '../ui/icon';
import { Link } from '../ui/link';
import { useT } from '../../lib/i18n';
import { ReturnStatusBadge } from './return-status-badge';

/** One return in a list (the order page, the account): its number, state, size and what it paid back; opens the return. */
export function ReturnRow({ ret, showOrder = false }: { ret: ReturnSummary; showOrder?: boolean }) {
  const t = useT();
  const money = (amount: number) => formatMoneyIn(amount, ret.currency, t.lang);
  const settled = [
    ret.refunded > 0 && t('returnsPage.refundedAmount', { amount: money(ret.refunded) }),
    ret.credited > 0 && t('returnsPage.creditedAmount', { amount: money(ret.credited) }),
  ].filter(Boolean);
  return (
    <li>
      <Link
        to={`/returns/${ret.number}`}
        className="flex min-h-11 items-center gap-3 rounded-xl px-2 py-3 hover:bg-surface focus-visible:outline-offset-0"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{t('returnsPage.returnNumber', { number: ret.number })}</span>
            <ReturnStatusBadge status={ret.status} />
          </span>
          <span className="mt-0.5 block text-sm text-muted">
            {[
              showOrder && t('returnsPage.forOrder', { number: ret.order_number }),
              t('returnsPage.itemCount', { count: ret.item_count }),
              t('returnsPage.requestedOn', { date: formatDate(ret.created_at, t.lang) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {settled.length > 0 && <span className="mt-0.5 block text-sm text-green-700">{settled.join(' · ')}</span>}
        </span>
        <Icon node={ChevronRight} className="h-4 w-4 shrink-0 text-muted" />
      </Link>
    </li>
  );
}
