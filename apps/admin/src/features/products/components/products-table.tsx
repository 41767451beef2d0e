import { Link } from 'react-router';
import { PackageSearch, Pencil } from 'lucide-react';
import type { AdminProduct, AdminProductSort } from '@shopwright/shared/admin';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/state-message';
import { ActionsTh, columnSort, SortableTh, Table, TableRows, Td, Th } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import type { useRowSelection } from '../hooks/use-row-selection';
import { PublishedBadge, StockBadge } from './product-badges';
import { ProductPrice } from './product-price';
import { ProductThumb } from './product-thumb';

interface ProductsTableProps {
  products: AdminProduct[] | undefined;
  currency: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  sort: AdminProductSort;
  onSort: (sort: AdminProductSort) => void;
  filtered: boolean;
  selection: ReturnType<typeof useRowSelection>;
}

const COLUMNS = 8;

export function ProductsTable({ products, currency, loading, error, onRetry, sort, onSort, filtered, selection }: ProductsTableProps) {
  const name = columnSort(sort, 'name', 'asc');
  const price = columnSort(sort, 'price', 'asc');
  const stock = columnSort(sort, 'stock', 'asc');
  const empty = filtered ? (
    <EmptyState icon={PackageSearch} message="No product matches these filters." />
  ) : (
    <EmptyState
      icon={PackageSearch}
      message="No products yet."
      action={
        <Link to="/products/add-product" className={buttonClass('primary', 'sm')}>
          Add a product
        </Link>
      }
    />
  );
  return (
    <Table label="Products">
      <thead>
        <tr>
          <Th className="w-10">
            <input
              type="checkbox"
              aria-label="Select all products on this page"
              className="h-4 w-4 rounded border-line accent-brand-600"
              checked={selection.allSelected}
              ref={(el) => {
                if (el) el.indeterminate = selection.someSelected;
              }}
              onChange={(e) => selection.toggleAll(e.target.checked)}
              disabled={!products?.length}
            />
          </Th>
          <SortableTh label="Product" direction={name.direction} onSort={() => onSort(name.next)} />
          <Th>Category / brand</Th>
          <SortableTh label="Price" direction={price.direction} onSort={() => onSort(price.next)} />
          <SortableTh label="Stock" direction={stock.direction} onSort={() => onSort(stock.next)} />
          <Th>Status</Th>
          <Th className="hidden lg:table-cell">Modified</Th>
          <ActionsTh />
        </tr>
      </thead>
      <tbody>
        <TableRows columns={COLUMNS} rows={products} loading={loading} error={error} onRetry={onRetry} empty={empty}>
          {(p) => (
            <tr key={p.id} className={cn('[&>td]:align-middle', selection.isSelected(p.id) ? 'bg-brand-50/60' : 'hover:bg-surface')}>
              <Td>
                <input
                  type="checkbox"
                  aria-label={`Select ${p.name}`}
                  className="h-4 w-4 rounded border-line accent-brand-600"
                  checked={selection.isSelected(p.id)}
                  onChange={(e) => selection.toggle(p.id, e.target.checked)}
                />
              </Td>
              <Td className="min-w-48">
                <div className="flex items-center gap-3">
                  <ProductThumb src={p.image} />
                  <Link to={`/products/view-product/${p.id}`} className="line-clamp-2 font-medium text-brand-700 hover:underline">
                    {p.name}
                  </Link>
                </div>
              </Td>
              <Td>
                {p.category.name}
                {p.brand && <span className="block text-xs text-muted">{p.brand.name}</span>}
              </Td>
              <Td className="whitespace-nowrap">
                <ProductPrice price={p.price} salePrice={p.sale_price} percent={p.percentage_discount} currency={currency} />
              </Td>
              <Td>
                <StockBadge stock={p.stock} stacked />
                {p.variant_count > 1 && <span className="mt-1 block whitespace-nowrap text-xs text-muted">{p.variant_count} variants</span>}
              </Td>
              <Td>
                <PublishedBadge published={p.published} />
              </Td>
              <Td className="hidden whitespace-nowrap text-muted lg:table-cell">{formatDate(p.modified_date)}</Td>
              <Td>
                <Link
                  to={`/products/edit-product/${p.id}`}
                  className="inline-flex rounded p-1.5 text-muted hover:bg-surface hover:text-ink"
                  aria-label={`Edit ${p.name}`}
                  title="Edit"
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                </Link>
              </Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
