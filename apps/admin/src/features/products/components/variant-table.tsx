import { useMemo } from 'react';
import { Layers } from 'lucide-react';
import type { AdminProductDetail } from '@shopwright/shared/admin';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/state-message';
import { ActionsTh, Table, TableRows, Th } from '../../../components/ui/table';
import { useVariants } from '../api/variants';
import { useRowSelection } from '../hooks/use-row-selection';
import { VariantBulkBar } from './variant-bulk-bar';
import { VariantRow } from './variant-row';

const COLUMNS = 9;
const NO_IDS: number[] = [];

/**
 * The product's variants, one row per colour x size: SKU, prices and weight (blank: the product's),
 * stock and picture, each row saved on its own; chosen rows get their stock or prices set together.
 */
export function VariantTable({ product, currency }: { product: AdminProductDetail; currency: string }) {
  const variants = useVariants(product.id);
  const rows = variants.data;
  const ids = useMemo(() => rows?.filter((v) => !v.retired_at).map((v) => v.id) ?? NO_IDS, [rows]);
  const selection = useRowSelection(ids);
  const sellable = ids.length;
  return (
    <Card title={`Variants (${sellable})`}>
      <p className="-mt-1 mb-3 text-sm text-muted">
        One row per colour and size. Leave a price or the weight blank to use the product&apos;s; add or remove colours and sizes in the
        form above.
      </p>
      <VariantBulkBar productId={product.id} ids={selection.selected} currency={currency} onDone={selection.clear} />
      <Table label="Variants">
        <thead>
          <tr>
            <Th className="w-10">
              <input
                type="checkbox"
                aria-label="Select all variants"
                className="h-4 w-4 rounded border-line accent-brand-600"
                checked={selection.allSelected}
                ref={(el) => {
                  if (el) el.indeterminate = selection.someSelected;
                }}
                onChange={(e) => selection.toggleAll(e.target.checked)}
                disabled={sellable === 0}
              />
            </Th>
            <Th>Variant</Th>
            <Th>SKU</Th>
            <Th>Price</Th>
            <Th>Sale price</Th>
            <Th>Stock</Th>
            <Th>Weight (g)</Th>
            <Th>Picture</Th>
            <ActionsTh />
          </tr>
        </thead>
        <tbody>
          <TableRows
            columns={COLUMNS}
            skeletonRows={3}
            rows={rows}
            loading={variants.isPending}
            error={variants.error}
            onRetry={() => void variants.refetch()}
            empty={<EmptyState icon={Layers} message="No variants yet." />}
          >
            {(v) => (
              <VariantRow
                key={`${v.id}:${v.sku}:${v.price}:${v.sale_price}:${v.stock}:${v.image?.id ?? ''}:${v.weight ?? ''}`}
                productId={product.id}
                variant={v}
                images={product.images}
                selected={selection.isSelected(v.id)}
                onSelect={(on) => selection.toggle(v.id, on)}
                productPrice={product.price.toFixed(2)}
                productSalePrice={product.sale_price.toFixed(2)}
                productWeight={product.weight === null ? '' : String(product.weight)}
              />
            )}
          </TableRows>
        </tbody>
      </Table>
    </Card>
  );
}
