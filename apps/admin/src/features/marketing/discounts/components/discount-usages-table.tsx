import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { ADMIN_PAGE_SIZE } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { ORDER_STATUS_LABELS } from '@shopwright/shared/orders';
import { Pagination } from '../../../../components/ui/pagination';
import { Table, TableRows, Td, Th } from '../../../../components/ui/table';
import { EmptyState } from '../../../../components/ui/state-message';
import { formatDateTime } from '../../../../lib/format';
import { useDiscountUsages } from '../api/discounts';

const COLUMNS = 5;

/** The orders that used a code, newest first, with what the code took off each. */
export function DiscountUsagesTable({
  discountId,
  currency,
  page,
  onPage,
}: {
  discountId: number;
  currency: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const usages = useDiscountUsages(discountId, page);
  const rows = usages.data?.results;
  return (
    <>
      <Table label="Orders that used this code">
        <thead>
          <tr>
            <Th>Order</Th>
            <Th>Customer</Th>
            <Th>Used</Th>
            <Th className="text-right">Discount</Th>
            <Th className="hidden text-right md:table-cell">Order total</Th>
          </tr>
        </thead>
        <tbody>
          <TableRows
            columns={COLUMNS}
            skeletonRows={3}
            rows={rows}
            loading={usages.isPending}
            error={usages.error}
            onRetry={() => void usages.refetch()}
            empty={<EmptyState icon={ReceiptText} message="No order has used this code yet." />}
          >
            {(u) => (
              <tr key={u.order_id} className="hover:bg-surface">
                <Td>
                  <Link to={`/orders/${u.order_id}`} className="font-medium text-brand-700 hover:underline">
                    {u.order_number}
                  </Link>
                  <span className="block text-xs text-muted">{ORDER_STATUS_LABELS[u.order_status]}</span>
                </Td>
                <Td className="break-all">{u.customer ? u.customer.name || u.customer.email : 'Deleted account'}</Td>
                <Td className="whitespace-nowrap text-muted">{formatDateTime(u.used_at)}</Td>
                <Td className="whitespace-nowrap text-right tabular-nums text-green-700">−{formatMoney(u.discount_amount, currency)}</Td>
                <Td className="hidden whitespace-nowrap text-right tabular-nums md:table-cell">{formatMoney(u.order_total, currency)}</Td>
              </tr>
            )}
          </TableRows>
        </tbody>
      </Table>
      {usages.data && usages.data.count > ADMIN_PAGE_SIZE && (
        <Pagination page={page} pageSize={ADMIN_PAGE_SIZE} count={usages.data.count} onPage={onPage} noun="orders" />
      )}
    </>
  );
}
