import { formatMoney } from '@shopwright/shared/money';

/** What shoppers pay; with a sale, the regular price struck through and the percentage off. */
export function ProductPrice({
  price,
  salePrice,
  percent,
  currency,
}: {
  price: number;
  salePrice: number;
  percent: number;
  currency: string;
}) {
  if (salePrice >= price) return <span className="tabular-nums">{formatMoney(price, currency)}</span>;
  return (
    <span className="tabular-nums">
      <span className="font-medium text-red-600">{formatMoney(salePrice, currency)}</span>
      <span className="block text-xs text-muted">
        <s>{formatMoney(price, currency)}</s> −{percent}%
      </span>
    </span>
  );
}
