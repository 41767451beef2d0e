import { Link } from 'react-router';
import type { AdminOrderDetail } from '@shopwright/shared/admin';
import { Card } from '../../../components/ui/card';
import { OrderAddress } from './order-address';

/** Who ordered and where it goes. */
export function OrderCustomer({ order }: { order: AdminOrderDetail }) {
  return (
    <Card title="Customer">
      <div className="space-y-4">
        <div className="text-sm">
          {order.customer ? (
            <Link to={`/customers/${order.customer.id}`} className="font-medium text-brand-700 hover:underline">
              {order.customer.name || order.customer.email}
            </Link>
          ) : (
            <span className="text-muted">Deleted account</span>
          )}
          {order.email && <span className="block break-all text-muted">{order.email}</span>}
          {order.customer && (
            <Link to={`/orders?customer=${order.customer.id}`} className="mt-1 inline-block text-xs text-brand-700 hover:underline">
              All orders of this customer
            </Link>
          )}
        </div>
        <OrderAddress title="Shipping address" address={order.shipping_address} />
        <OrderAddress title="Billing address" address={order.billing_address} />
        {order.shipment && (
          <div className="text-sm">
            <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">Shipment</h3>
            <p>{order.shipment.carrier}</p>
            <p className="break-all text-muted">Tracking: {order.shipment.tracking_number}</p>
          </div>
        )}
      </div>
    </Card>
  );
}
