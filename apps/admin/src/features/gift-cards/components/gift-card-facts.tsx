import { Link } from 'react-router';
import type { AdminGiftCardDetail } from '@shopwright/shared/credit';
import { formatMoney } from '@shopwright/shared/money';
import { Card } from '../../../components/ui/card';
import { Facts, type Fact } from '../../../components/ui/facts';
import { formatDateTime } from '../../../lib/format';

/** A card's value, what is left, its expiry and where it came from (never its code). */
export function GiftCardFacts({ card }: { card: AdminGiftCardDetail }) {
  const m = (n: number) => formatMoney(n, card.currency);
  const facts: Fact[] = [
    ['Balance', <span className="text-lg font-semibold tabular-nums">{m(card.balance)}</span>],
    ['Initial value', <span className="tabular-nums">{m(card.initial_balance)}</span>],
    ['Currency', card.currency],
    ['Expires on', card.expires_on ?? 'Never'],
    ['Issued', formatDateTime(card.created_at)],
    [
      'Issued by',
      card.order_id ? (
        <Link to={`/orders/${card.order_id}`} className="font-medium text-brand-700 hover:underline">
          Bought with an order
        </Link>
      ) : (
        (card.created_by?.name ?? 'Staff')
      ),
    ],
    [
      'Recipient',
      card.recipient_email ? (
        <span className="break-all">{[card.recipient_name, card.recipient_email].filter(Boolean).join(' · ')}</span>
      ) : (
        <span className="text-muted">None</span>
      ),
    ],
    ['Note', card.note ? <span className="whitespace-pre-line">{card.note}</span> : <span className="text-muted">None</span>],
  ];
  return (
    <Card title="Card">
      <Facts facts={facts} className="grid grid-cols-2 gap-x-6 gap-y-4" />
    </Card>
  );
}
