import type { AdminCustomerDetail } from '@shopwright/shared/admin';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';

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
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
            <dd className="mt-1 break-all text-sm">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
