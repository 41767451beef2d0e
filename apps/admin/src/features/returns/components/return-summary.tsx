import { Link } from 'react-router';
import { formatMoney } from '@shopwright/shared/money';
import { RETURN_REASON_LABELS, type AdminReturnDetail } from '@shopwright/shared/returns';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { Card } from '../../../components/ui/card';
import { Facts, type Fact } from '../../../components/ui/facts';
import { formatDateTime } from '../../../lib/format';

/** Why the customer sends it back, in their words, and what staff last wrote to them. */
export function ReturnRequestCard({ detail }: { detail: AdminReturnDetail }) {
  const facts: Fact[] = [
    ['Reason', RETURN_REASON_LABELS[detail.reason]],
    [
      'Customer comment',
      detail.comment ? <span className="whitespace-pre-line">{detail.comment}</span> : <span className="text-muted">None</span>,
    ],
    ...(detail.staff_message
      ? [['Message to the customer', <span className="whitespace-pre-line">{detail.staff_message}</span>] as Fact]
      : []),
    ...(detail.exchange_tracking
      ? [['Exchange tracking number', <span className="break-all">{detail.exchange_tracking}</span>] as Fact]
      : []),
  ];
  return (
    <Card title="Request">
      <Facts facts={facts} className="grid gap-x-6 gap-y-4 sm:grid-cols-2" />
    </Card>
  );
}

/** The order it comes from, the customer, and the money: paid back so far and what a refund or credit would pay now. */
export function ReturnOrderCard({ detail }: { detail: AdminReturnDetail }) {
  const m = (amount: number) => formatMoney(amount, detail.currency);
  const o = detail.order;
  const orderFacts: Fact[] = [
    [
      'Order',
      <span className="inline-flex flex-wrap items-center gap-2">
        <Link to={`/orders/${o.id}`} className="font-medium text-brand-700 hover:underline">
          {o.number}
        </Link>
        <OrderStatusBadge status={o.status} />
      </span>,
    ],
    ['Order total', <span className="tabular-nums">{m(o.total)}</span>],
    ['Shipping paid', <span className="tabular-nums">{m(o.shipping)}</span>],
    ['Refunded on the order', <span className="tabular-nums">{m(o.refunded)}</span>],
    ['Placed', formatDateTime(o.placed_at)],
    ['Delivered', o.delivered_at ? formatDateTime(o.delivered_at) : <span className="text-muted">Not yet</span>],
  ];
  const moneyFacts: Fact[] = [
    ['Refunded with this return', <span className="tabular-nums">{m(detail.refunded)}</span>],
    ['Store credit given', <span className="tabular-nums">{m(detail.credited)}</span>],
    ...(detail.shipping_refunded > 0
      ? [['Shipping refunded', <span className="tabular-nums">{m(detail.shipping_refunded)}</span>] as Fact]
      : []),
    ...(detail.exchange_due > 0
      ? [
          [
            'Exchange difference owed',
            <span className="tabular-nums">
              {m(detail.exchange_due)} {detail.exchange_paid ? '(paid)' : '(not paid yet)'}
            </span>,
          ] as Fact,
        ]
      : []),
  ];
  return (
    <Card title="Order and customer">
      <div className="space-y-5">
        <div className="text-sm">
          {detail.customer ? (
            <Link
              to={`/customers/${detail.customer.id}`}
              className="-my-2 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
            >
              {detail.customer.name || detail.customer.email}
            </Link>
          ) : (
            <span className="text-muted">Deleted account</span>
          )}
          {(detail.email ?? detail.customer?.email) && (
            <span className="block break-all text-muted">{detail.email ?? detail.customer?.email}</span>
          )}
        </div>
        <Facts facts={orderFacts} className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-1" label="Order" />
        <Facts facts={moneyFacts} className="grid grid-cols-2 gap-x-6 gap-y-4 border-t border-line pt-4 lg:grid-cols-1" label="Money" />
      </div>
    </Card>
  );
}
