import { Link } from '../ui/link';
import { Package } from 'lucide';
import { Icon } from '../ui/icon';
import { variantLabel } from '@shopwright/shared/catalog/names';
import { formatMoney } from '@shopwright/shared/money';

interface Line {
  name: string;
  slug: string | null;
  image: string | null;
  color: string | null;
  size: string | null;
  /** The SKU sold (order lines; a quote's lines may not carry one). */
  sku?: string | null;
  unit_price: number;
  quantity: number;
  line_total: number;
}

/** The lines of an order or a quote: picture, name, variant (colour / size / SKU), quantity and price as sold. */
export function OrderLines({ lines, currency, label = 'Items' }: { lines: Line[]; currency: string; label?: string }) {
  return (
    <ul className="divide-y divide-line" aria-label={label}>
      {lines.map((line, i) => {
        const variant = [variantLabel(line), line.sku && `SKU ${line.sku}`].filter(Boolean).join(' · ');
        const name = line.slug ? (
          <Link to={`/products/${line.slug}`} className="font-medium hover:underline">
            {line.name}
          </Link>
        ) : (
          <span className="font-medium">{line.name}</span>
        );
        return (
          <li key={`${line.name}-${i}`} className="flex gap-4 py-4">
            <span className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface">
              {line.image ? (
                <img src={line.image} alt="" width={64} height={64} className="h-16 w-16 object-cover" loading="lazy" />
              ) : (
                <Icon node={Package} className="h-6 w-6 text-muted" />
              )}
            </span>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2">{name}</p>
              {variant && <p className="mt-0.5 text-sm text-muted">{variant}</p>}
              <p className="mt-0.5 text-sm text-muted">
                {line.quantity} × {formatMoney(line.unit_price, currency)}
              </p>
            </div>
            <p className="font-medium tabular-nums">{formatMoney(line.line_total, currency)}</p>
          </li>
        );
      })}
    </ul>
  );
}
