import { formatMoney } from '@shopwright/shared/money';
import { cn } from '../../lib/cn';

/**
 * Sale price, with the regular price struck through and a "-20%" badge when discounted; `from`
 * when variants cost different amounts and this is the lowest ("from $19.99").
 */
export function Price({ price, salePrice, discount, currency, size = 'md', showBadge = true, from = false }: {
  price: number;
  salePrice: number;
  discount: number;
  currency?: string;
  size?: 'md' | 'lg';
  showBadge?: boolean;
  from?: boolean;
}) {
  const discounted = discount > 0 && salePrice < price;
  return (
    <div className="price-row">
      {from && <span className={cn('text-muted', size === 'lg' ? 'text-lg' : 'text-sm')}>from</span>}
      <span className={cn('font-semibold text-ink', size === 'lg' ? 'text-3xl' : 'text-base')}>{formatMoney(salePrice, currency)}</span>
      {discounted && (
        <>
          <span className={cn('text-muted line-through', size === 'lg' ? 'text-lg' : 'text-sm')}>
            <span className="sr-only">Regular price </span>
            {formatMoney(price, currency)}
          </span>
          {showBadge && <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">-{discount}%</span>}
        </>
      )}
    </div>
  );
}
