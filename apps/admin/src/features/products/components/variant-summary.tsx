import { Layers } from 'lucide-react';
import { variantLabel } from '@shopwright/shared/catalog';
import { percentOff, toMinor } from '@shopwright/shared/money';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/state-message';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { useVariants } from '../api/variants';
import { StockBadge } from './product-badges';
import { ProductPrice } from './product-price';
import { ProductThumb } from './product-thumb';

const COLUMNS = 4;

/** The product's variants as they sell (read-only; the edit page's table changes them). */
export function VariantSummary({ productId, currency }: { productId: number; currency: string }) {
  const variants = useVariants(productId);
  return (
    <Table label="Variants">
      <thead>
        <tr>
          <Th>Variant</Th>
          <Th>SKU</Th>
          <Th>Price</Th>
          <Th>Stock</Th>
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          skeletonRows={3}
          rows={variants.data}
          loading={variants.isPending}
          error={variants.error}
          onRetry={() => void variants.refetch()}
          empty={<EmptyState icon={Layers} message="No variants yet." />}
        >
          {(v) => (
            <tr key={v.id} className={v.retired_at ? 'bg-surface text-muted' : 'hover:bg-surface'}>
              <Td>
                <span className="flex items-center gap-3">
                  <ProductThumb src={v.image?.thumbnail.url ?? null} className="h-10 w-10" />
                  <span className="whitespace-nowrap font-medium">{variantLabel(v) || 'Default'}</span>
                  {v.retired_at && <Badge>Retired</Badge>}
                </span>
              </Td>
              <Td className="font-mono text-xs">{v.sku}</Td>
              <Td className="whitespace-nowrap">
                <ProductPrice
                  price={v.effective_price}
                  salePrice={v.effective_sale_price}
                  percent={percentOff(toMinor(v.effective_price), toMinor(v.effective_sale_price))}
                  currency={currency}
                />
              </Td>
              <Td>
                <StockBadge stock={v.stock} />
              </Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
