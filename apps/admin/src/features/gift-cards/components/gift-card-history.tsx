import { Link } from 'react-router';
import { History } from 'lucide-react';
import type { AdminGiftCardDetail, GiftCardMovementKind } from '@shopwright/shared/credit';
import { formatMoney } from '@shopwright/shared/money';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/state-message';
import { formatDateTime } from '../../../lib/format';

const KIND_LABELS: Record<GiftCardMovementKind, string> = {
  issue: 'Issued',
  spend: 'Spent on an order',
  release: 'Given back (order not placed)',
  refund: 'Refunded to the card',
  adjust: 'Changed by staff',
};
const ACTORS = { customer: 'Customer', staff: 'Staff', system: 'Shop' } as const;

/** Every movement of the balance, oldest first, with the balance after it. */
export function GiftCardHistory({ card }: { card: AdminGiftCardDetail }) {
  const m = (n: number) => formatMoney(n, card.currency);
  return (
    <Card title="History">
      {card.movements.length === 0 ? (
        <EmptyState icon={History} message="No movement yet." />
      ) : (
        <ol className="divide-y divide-line" aria-label="Gift card history">
          {card.movements.map((mv) => (
            <li key={mv.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 text-sm first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="font-medium">{KIND_LABELS[mv.kind]}</p>
                <p className="text-xs text-muted">
                  {formatDateTime(mv.created_at)} · {ACTORS[mv.actor]}
                  {mv.order_id && (
                    <>
                      {' · '}
                      <Link to={`/orders/${mv.order_id}`} className="font-medium text-brand-700 hover:underline">
                        {mv.order_number ?? `Order ${mv.order_id}`}
                      </Link>
                    </>
                  )}
                </p>
              </div>
              <div className="text-right tabular-nums">
                <p className={mv.amount < 0 ? 'font-medium text-ink' : 'font-medium text-green-700'}>
                  {mv.amount < 0 ? `−${m(-mv.amount)}` : `+${m(mv.amount)}`}
                </p>
                <p className="text-xs text-muted">Balance {m(mv.balance_after)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
