import { SHIPPING_LABELS, type ShippingMethod } from '@shopwright/shared/checkout';
import { formatMoney } from '@shopwright/shared/money';

export interface Totals {
  currency: string;
  subtotal: number;
  discount: { code: string; amount: number } | null;
  shipping_method: ShippingMethod;
  shipping: number;
  tax_rate: number;
  tax: number;
  total: number;
  refunded?: number;
}

/** Subtotal, discount, shipping, tax and total, as the server computed them (checkout and orders). */
export function TotalsList({ totals }: { totals: Totals }) {
  const money = (amount: number) => formatMoney(amount, totals.currency);
  const rows: Array<[string, string, string?]> = [
    ['Subtotal', money(totals.subtotal)],
    ...(totals.discount
      ? [[`Discount (${totals.discount.code})`, `−${money(totals.discount.amount)}`, 'text-green-700'] as [string, string, string]]
      : []),
    [`Shipping (${SHIPPING_LABELS[totals.shipping_method].label})`, totals.shipping === 0 ? 'Free' : money(totals.shipping)],
    [`Tax (${totals.tax_rate}%)`, money(totals.tax)],
  ];
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value, tone]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted">{label}</dt>
          <dd className={tone ?? 'tabular-nums'}>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="order-total">
          {money(totals.total)}
        </dd>
      </div>
      {totals.refunded ? (
        <div className="flex justify-between gap-4 text-sm">
          <dt className="text-muted">Refunded</dt>
          <dd className="tabular-nums">{money(totals.refunded)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
