import type { ReactNode } from 'react';
import { CreditCard, FileText, Truck } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { formatDate, formatMoneyIn } from '@shopwright/shared/i18n/format';
import type { Order } from '@shopwright/shared/orders';
import { AddressBlock } from './address-block';
import { CancelOrder } from './cancel-order';
import { OrderLines } from '../../../components/orders/order-lines';
import { OrderTimeline } from './order-timeline';
import { OrderPayments } from './order-payments';
import { OrderReturns, ReturnItemsLink } from './order-returns';
import { OrderStatusBadge, PaymentStatusBadge } from '../../../components/orders/status-badge';
import { TotalsList } from '../../../components/orders/totals-list';
import { useT } from '../../../lib/i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line p-5" aria-label={title}>
      <h2 className="text-base font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function PaymentText({ order }: { order: Order }) {
  const t = useT();
  if (order.payment_method === 'card') {
    return (
      <p className="flex items-center gap-2 text-sm">
        <Icon node={CreditCard} className="h-4 w-4 text-muted" />
        {order.card ? t('order.cardEnding', { brand: order.card.brand, last4: order.card.last4 }) : t('order.card')}
      </p>
    );
  }
  const text =
    order.payment_status === 'unpaid'
      ? t('order.payLaterDue', { amount: formatMoneyIn(order.total, order.currency, t.lang), number: order.number })
      : t('order.payLater');
  return (
    <p className="flex items-start gap-2 text-sm">
      <Icon node={FileText} className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
      <span>{text}</span>
    </p>
  );
}

/** Everything about one order: lines, totals, addresses, payment, shipment and timeline. */
export function OrderDetail({ order }: { order: Order }) {
  const t = useT();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{t('orders.orderNumber', { number: order.number })}</h1>
          <p className="mt-1 text-sm text-muted">
            {t('order.placedOn', { date: formatDate(order.placed_at, t.lang, { dateStyle: 'long' }) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.payment_status} />
          </div>
        </div>
        {order.can_cancel && <CancelOrder order={order} />}
        <ReturnItemsLink order={order} />
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
        <div className="space-y-6">
          <Section title={t('order.items', { count: order.item_count })}>
            <OrderLines lines={order.lines} currency={order.currency} />
          </Section>
          <OrderReturns order={order} />
          <Section title={t('order.timeline')}>
            <OrderTimeline events={order.events} />
          </Section>
        </div>
        <div className="space-y-6">
          <Section title={t('order.summary')}>
            <TotalsList totals={order} />
          </Section>
          <Section title={t('order.payment')}>
            <OrderPayments order={order}>
              <PaymentText order={order} />
            </OrderPayments>
          </Section>
          <Section title={t('order.delivery')}>
            <p className="mb-3 flex items-center gap-2 text-sm">
              <Icon node={Truck} className="h-4 w-4 text-muted" />
              {order.shipment
                ? t('order.shippingWith', {
                    method: order.shipping_name,
                    carrier: order.shipment.carrier,
                    tracking: order.shipment.tracking_number,
                  })
                : t('order.shipping', { method: order.shipping_name })}
            </p>
            <AddressBlock address={order.shipping_address} />
          </Section>
          <Section title={t('order.billingAddress')}>
            <AddressBlock address={order.billing_address} />
          </Section>
        </div>
      </div>
    </div>
  );
}
