import { Link, useParams } from 'react-router';
import { ArrowLeft, UserX } from 'lucide-react';
import { ApiError } from '@shopwright/shared/http';
import { PageHeader } from '../components/page-header';
import { Badge } from '../components/ui/badge';
import { EmptyState, ErrorState } from '../components/ui/state-message';
import { useCustomer } from '../features/customers/api/customers';
import { BlockCustomerButton } from '../features/customers/components/block-customer-button';
import { CustomerAddresses } from '../features/customers/components/customer-addresses';
import { CustomerOrders } from '../features/orders/components/customer-orders';
import { CustomerProfile } from '../features/customers/components/customer-profile';
import { CustomerStoreCredit } from '../features/store-credit/components/customer-store-credit';
import { useShopCurrency } from '../lib/shop-settings';
import { fullName } from '../lib/format';
import { DetailSkeleton } from '../components/ui/detail-skeleton';

function BackLink() {
  return (
    <Link to="/customers" className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      All customers
    </Link>
  );
}

/** `/admin/customers/{id}`: profile, orders with the lifetime value, store credit, addresses, and block/unblock. */
export function CustomerDetailPage() {
  const id = Number(useParams().customerId);
  const valid = Number.isInteger(id) && id > 0;
  const customer = useCustomer(valid ? id : 0);
  const currency = useShopCurrency();

  let body;
  if (!valid || (customer.error instanceof ApiError && customer.error.status === 404)) {
    body = <EmptyState icon={UserX} message="This customer does not exist." />;
  } else if (customer.isPending) {
    body = <DetailSkeleton label="Loading customer" />;
  } else if (customer.isError) {
    body = <ErrorState error={customer.error} onRetry={() => void customer.refetch()} />;
  } else {
    const c = customer.data;
    body = (
      <>
        <PageHeader
          title={fullName(c)}
          description={<>{c.is_blocked ? <Badge tone="danger">Blocked</Badge> : <Badge tone="success">Active</Badge>}</>}
          actions={<BlockCustomerButton customer={c} />}
        />
        <div className="space-y-6">
          <CustomerProfile customer={c} />
          <CustomerOrders customer={c} />
          <CustomerStoreCredit customerId={c.id} customerName={fullName(c)} shopCurrency={currency} />
          <CustomerAddresses addresses={c.addresses} />
        </div>
      </>
    );
  }
  return (
    <>
      <BackLink />
      {body}
    </>
  );
}

export { CustomerDetailPage as Component };
