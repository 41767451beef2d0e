import { useState } from 'react';
import { Link } from 'react-router';
import { History } from 'lucide-react';
import { ADMIN_PAGE_SIZE, STOCK_REASON_LABELS } from '@shopwright/shared/admin';
import { variantLabel } from '@shopwright/shared/catalog';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState } from '../../../components/ui/state-message';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useStockHistory } from '../api/products';

const COLUMNS = 6;

/** Every stock change of a product's variants, newest first: when, which variant, from what to what, why and by whom. */
export function StockHistoryTable({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const history = useStockHistory(productId, page);
  return (
    <>
      <Table label="Stock history">
        <thead>
          <tr>
            <Th>When</Th>
            <Th>Variant</Th>
            <Th className="text-right">Change</Th>
            <Th className="text-right">Stock</Th>
            <Th>Reason</Th>
            <Th>By</Th>
          </tr>
        </thead>
        <tbody>
          <TableRows
            columns={COLUMNS}
            skeletonRows={3}
            rows={history.data?.results}
            loading={history.isPending}
            error={history.error}
            onRetry={() => void history.refetch()}
            empty={<EmptyState icon={History} message="No stock changes yet." />}
          >
            {(m) => (
              <tr key={m.id} className="hover:bg-surface">
                <Td className="whitespace-nowrap text-muted">{formatDateTime(m.created_at)}</Td>
                <Td>
                  {m.variant ? (
                    <>
                      <span className="whitespace-nowrap">{variantLabel(m.variant) || 'Default'}</span>
                      <span className="block font-mono text-xs text-muted">{m.variant.sku}</span>
                    </>
                  ) : (
                    <span className="text-muted">Whole product</span>
                  )}
                </Td>
                <Td
                  className={cn(
                    'whitespace-nowrap text-right font-medium tabular-nums',
                    m.change > 0 ? 'text-green-700' : m.change < 0 ? 'text-red-600' : '',
                  )}
                >
                  {m.change > 0 ? `+${m.change}` : m.change < 0 ? `−${-m.change}` : '0'}
                </Td>
                <Td className="whitespace-nowrap text-right tabular-nums">
                  {m.stock_before} → {m.stock_after}
                </Td>
                <Td>
                  {STOCK_REASON_LABELS[m.reason]}
                  {m.order_id !== null && (
                    <Link to={`/orders/${m.order_id}`} className="ml-1 text-brand-700 hover:underline">
                      (order)
                    </Link>
                  )}
                  {m.note && <span className="block text-xs text-muted">{m.note}</span>}
                </Td>
                <Td className="break-all">{m.actor ? m.actor.name || m.actor.email : <span className="text-muted">The shop</span>}</Td>
              </tr>
            )}
          </TableRows>
        </tbody>
      </Table>
      {history.data && history.data.count > ADMIN_PAGE_SIZE && (
        <Pagination page={page} pageSize={ADMIN_PAGE_SIZE} count={history.data.count} onPage={setPage} noun="changes" />
      )}
    </>
  );
}
