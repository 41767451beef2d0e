import { VARIANT_MESSAGES } from '@shopwright/shared/catalog/messages';

/** Clear stock state: in stock, only a few left, or out of stock (naming the variant when one is chosen). */
export function StockStatus({ available, label }: { available: number; label?: string }) {
  if (available <= 0)
    return (
      <p className="text-sm font-semibold text-red-600" data-testid="stock-status">
        {label ? VARIANT_MESSAGES.variantSoldOut(label) : 'Out of stock'}
      </p>
    );
  if (available <= 5) return <p className="text-sm font-semibold text-amber-700" data-testid="stock-status">{`Only ${available} left`}</p>;
  return (
    <p className="text-sm font-semibold text-green-700" data-testid="stock-status">
      In stock
    </p>
  );
}
