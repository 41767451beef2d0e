import { Link, useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ApiError } from '@shopwright/shared/http';
import { PageHeader } from '../components/page-header';
import { Card } from '../components/ui/card';
import { EmptyState, ErrorState } from '../components/ui/state-message';
import { useOrder } from '../features/orders/api/orders';
import { OrderActions } from '../features/orders/components/order-actions';
import { OrderCustomer } from '../features/orders/components/order-customer';
import { OrderLines } from '../features/orders/components/order-lines';
import { baseAmountText, inOtherCurrency } from '../features/orders/components/base-amount';
import { OrderNotes } from '../features/orders/components/order-notes';
import { OrderPayment } from '../features/orders/components/order-payment';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/order-status-badge';
import { OrderTimeline } from '../features/orders/components/order-timeline';
import { formatDateTime } from '../lib/format';
import { DetailSkeleton } from '../components/ui/detail-skeleton';

/** `/admin/orders/{id}`: lines, customer, payment, timeline and notes, with the moves allowed now. */
export function OrderDetailPage() {
  const key = useParams().orderId ?? '';
  const order = useOrder(key);

  let body;
  if (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400)) {
    body = <EmptyState icon={SearchX} message="This order does not exist." />;
  } else if (order.isPending) {
    body = <DetailSkeleton label="Loading order" layout="sidebar" />;
  } else if (order.isError) {
    body = <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  } else {
    const o = order.data;
    body = (
      <>
        <PageHeader
          title={`Order ${o.number}`}
          description={
            <span className="inline-flex flex-wrap items-center gap-2">
              Placed {formatDateTime(o.placed_at)}
              <OrderStatusBadge status={o.status} />
              <PaymentStatusBadge status={o.payment_status} />
            </span>
          }
          actions={<OrderActions order={o} />}
        />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            <Card title={`Items (${o.item_count})`}>
              <OrderLines order={o} totalNote={inOtherCurrency(o) ? baseAmountText(o, o.total_base) : undefined} />
            </Card>
            <OrderTimeline events={o.events} />
            <OrderNotes order={o} />
          </div>
          <div className="min-w-0 space-y-6">
            <OrderCustomer order={o} />
            <OrderPayment order={o} />
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      <Link to="/orders" className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All orders
      </Link>
      {body}
    </>
  );
}

export { OrderDetailPage as Component };
