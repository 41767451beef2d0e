import type { AdminCustomerDetail } from '@shopwright/shared/admin';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { Facts } from '../../../components/ui/facts';

/** The customer's account details. */
export function CustomerProfile({ customer }: { customer: AdminCustomerDetail }) {
  const rows: [string, string][] = [
    ['Email', customer.email],
    ['Username', customer.username],
    ['First name', customer.first_name],
    ['Last name', customer.last_name],
    ['Joined', formatDateTime(customer.date_joined)],
    ['Last updated', formatDateTime(customer.updated_at)],
  ];
  return (
    <Card title="Profile">
      <Facts facts={rows} className="grid gap-x-6 gap-y-4 sm:grid-cols-2" valueClassName="mt-1 break-all text-sm" />
    </Card>
  );
}
