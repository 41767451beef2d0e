import { Link } from 'react-router';
import { Users } from 'lucide-react';
import type { AdminCustomer, CustomerSort } from '@shopwright/shared/admin';
import { Badge } from '../../../components/ui/badge';
import { EmailText } from '../../../components/ui/email-text';
import { columnSort, SortableTh, Table, TableRows, Td, Th } from '../../../components/ui/table';
import { EmptyState } from '../../../components/ui/state-message';
import { formatDate, fullName } from '../../../lib/format';

interface CustomersTableProps {
  customers: AdminCustomer[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  sort: CustomerSort;
  onSort: (sort: CustomerSort) => void;
  searching: boolean;
}

const COLUMNS = 5;

export function CustomersTable({ customers, loading, error, onRetry, sort, onSort, searching }: CustomersTableProps) {
  const name = columnSort(sort, 'name', 'asc');
  const joined = columnSort(sort, 'date_joined', 'desc');
  return (
    <Table label="Customers">
      <thead>
        <tr>
          <SortableTh label="Name" direction={name.direction} onSort={() => onSort(name.next)} />
          <Th className="hidden md:table-cell">Email</Th>
          <Th className="hidden lg:table-cell">Username</Th>
          <SortableTh label="Joined" direction={joined.direction} onSort={() => onSort(joined.next)} className="hidden sm:table-cell" />
          <Th>Status</Th>
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          rows={customers}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<EmptyState icon={Users} message={searching ? 'No customer matches this search.' : 'No customers yet.'} />}
        >
          {(c) => (
            <tr key={c.id} className="hover:bg-surface">
              <Td>
                <Link to={`/customers/${c.id}`} className="font-medium text-brand-700 hover:underline">
                  {fullName(c)}
                </Link>
                {/* Phones and tablets have no room for these columns: they go under the name. */}
                <EmailText email={c.email} className="block text-sm text-muted md:hidden" />
                <span className="block text-xs text-muted sm:hidden">Joined {formatDate(c.date_joined)}</span>
              </Td>
              <Td className="hidden md:table-cell">
                <EmailText email={c.email} />
              </Td>
              <Td className="hidden text-muted lg:table-cell">{c.username}</Td>
              <Td className="hidden whitespace-nowrap text-muted sm:table-cell">{formatDate(c.date_joined)}</Td>
              <Td>{c.is_blocked ? <Badge tone="danger">Blocked</Badge> : <Badge tone="success">Active</Badge>}</Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
