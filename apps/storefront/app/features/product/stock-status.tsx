import { useT } from '../../lib/i18n';

/** Clear stock state: in stock, only a few left, or out of stock (naming the variant when one is chosen). */
export function StockStatus({ available, label }: { available: number; label?: string }) {
  const t = useT();
  if (available <= 0)
    return (
      <p className="text-sm font-semibold text-red-600" data-testid="stock-status">
        {label ? t('variant.variantSoldOut', { label }) : t('product.outOfStock')}
      </p>
    );
  if (available <= 5)
    return (
      <p className="text-sm font-semibold text-amber-700" data-testid="stock-status">
        {t('stock.onlyLeft', { count: available })}
      </p>
    );
  return (
    <p className="text-sm font-semibold text-green-700" data-testid="stock-status">
      {t('stock.inStock')}
    </p>
  );
}
