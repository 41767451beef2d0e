import { LOW_STOCK_THRESHOLD } from '@shopwright/shared/admin';
import { Badge } from '../../../components/ui/badge';

/** The units left, flagged when the product is sold out or running low; `stacked` puts the flag under the number (narrow table columns). */
export function StockBadge({ stock, stacked = false }: { stock: number; stacked?: boolean }) {
  return (
    <span
      className={
        stacked
          ? 'inline-flex flex-col items-start gap-1 whitespace-nowrap'
          : 'inline-flex flex-wrap items-center gap-1.5 whitespace-nowrap'
      }
    >
      <span className="tabular-nums">{stock.toLocaleString('en-US')}</span>
      {stock === 0 ? <Badge tone="danger">Sold out</Badge> : stock <= LOW_STOCK_THRESHOLD ? <Badge tone="warning">Low stock</Badge> : null}
    </span>
  );
}

export function PublishedBadge({ published }: { published: boolean }) {
  return published ? <Badge tone="success">Published</Badge> : <Badge>Unpublished</Badge>;
}
