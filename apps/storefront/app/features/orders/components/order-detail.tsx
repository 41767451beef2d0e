import type { ReactNode } from 'react';
import { CreditCard, FileText, Truck } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { formatMoney } from '@shopwright/shared/money';
import type { Order } from '@shopwright/shared/orders';
import { AddressBlock } from './address-block';
import { CancelOrder } from './cancel-order';
import { OrderLines } from '../../../components/orders/order-lines';
import { OrderTimeline } from './order-timeline';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/orders/status-badge';
import { TotalsList } from '../../../components/orders/totals-list';

const placedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line p-5" aria-label={title}>
      <h2 className="text-base font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function PaymentText({ order }: { order: Order }) {
  if (order.payment_method === 'card') {
    return (
      <p className="flex items-center gap-2 text-sm">
        <Icon node={CreditCard} className="h-4 w-4 text-muted" />
        {order.card ? `${order.card.brand} ending in ${order.card.last4}` : 'Card'}
      </p>
    );
  }
  const due = order.payment_status === 'unpaid' ? ` Please pay ${formatMoney(order.total, order.currency)} quoting ${order.number}.` : '';
  return (
    <p className="flex items-start gap-2 text-sm">
      <Icon node={FileText} className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
      <span>Pay later (invoice).{due}</span>
    </p>
  );
}

/** Everything about one order: lines, totals, addresses, payment, shipment and timeline. */
export function OrderDetail({ order }: { order: Order }) {
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">Order {order.number}</h1>
          <p className="mt-1 text-sm text-muted">Placed on {placedOn.format(new Date(order.placed_at))}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.payment_status} />
          </div>
        </div>
        {order.can_cancel && <CancelOrder order={order} />}
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
        <div className="space-y-6">
          <Section title={`Items (${order.item_count})`}>
            <OrderLines lines={order.lines} currency={order.currency} />
          </Section>
          <Section title="Timeline">
            <OrderTimeline events={order.events} />
          </Section>
        </div>
        <div className="space-y-6">
          <Section title="Summary">
            <TotalsList totals={order} />
          </Section>
          <Section title="Payment">
            <PaymentText order={order} />
          </Section>
          <Section title="Delivery">
            <p className="mb-3 flex items-center gap-2 text-sm">
              <Icon node={Truck} className="h-4 w-4 text-muted" />
              {order.shipping_name} shipping
              {order.shipment && ` with ${order.shipment.carrier}, tracking ${order.shipment.tracking_number}`}
            </p>
            <AddressBlock address={order.shipping_address} />
          </Section>
          <Section title="Billing address">
            <AddressBlock address={order.billing_address} />
          </Section>
        </div>
      </div>
    </div>
  );
}
