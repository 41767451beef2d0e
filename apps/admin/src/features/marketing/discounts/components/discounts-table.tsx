import { Link } from 'react-router';
import { TicketPercent } from 'lucide-react';
import type { AdminDiscount } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { Table, TableRows, Td, Th } from '../../../../components/ui/table';
import { EmptyState } from '../../../../components/ui/state-message';
import { discountValueText, usesText, validityText } from './discount-format';
import { DiscountStatusBadge } from './discount-status-badge';

interface DiscountsTableProps {
  discounts: AdminDiscount[] | undefined;
  currency: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filtered: boolean;
}

const COLUMNS = 6;

export function DiscountsTable({ discounts, currency, loading, error, onRetry, filtered }: DiscountsTableProps) {
  return (
    <Table label="Discount codes">
      <thead>
        <tr>
          <Th>Code</Th>
          <Th>Discount</Th>
          <Th>Status</Th>
          <Th>Uses</Th>
          <Th className="hidden lg:table-cell">Minimum subtotal</Th>
          <Th className="hidden md:table-cell">Valid</Th>
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          rows={discounts}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={
            <EmptyState
              icon={TicketPercent}
              message={filtered ? 'No discount code matches these filters.' : 'There are no discount codes yet.'}
            />
          }
        >
          {(d) => (
            <tr key={d.id} className="hover:bg-surface">
              <Td>
                <Link to={`/marketing/discounts/${d.id}`} className="break-all font-mono font-medium text-brand-700 hover:underline">
                  {d.code}
                </Link>
              </Td>
              <Td className="whitespace-nowrap">{discountValueText(d, currency)}</Td>
              <Td>
                <DiscountStatusBadge status={d.status} />
              </Td>
              <Td className="whitespace-nowrap tabular-nums">{usesText(d)}</Td>
              <Td className="hidden whitespace-nowrap tabular-nums text-muted lg:table-cell">
                {d.min_subtotal > 0 ? formatMoney(d.min_subtotal, currency) : 'None'}
              </Td>
              <Td className="hidden text-muted md:table-cell">{validityText(d)}</Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
