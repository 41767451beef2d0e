/** Clear stock state: in stock, only a few left, or out of stock. */
export function StockStatus({ available }: { available: number }) {
  if (available <= 0) return <p className="text-sm font-semibold text-red-600">Out of stock</p>;
  if (available <= 5) return <p className="text-sm font-semibold text-amber-700">Only {available} left</p>;
  return <p className="text-sm font-semibold text-green-700">In stock</p>;
}
