import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import type { TaxLine } from '@shopwright/shared/tax';
import { shippingName, taxLabels, useT } from '../../lib/i18n';

export interface Totals {
  currency: string;
  subtotal: number;
  discount: { code: string; amount: number } | null;
  shipping_method: string | null;
  /** The method's name (orders keep it; a quote names its options). */
  shipping_name?: string | null;
  shipping: number;
  tax_rate: number;
  tax: number;
  taxes: TaxLine[];
  prices_include_tax: boolean;
  tax_note: string | null;
  total: number;
  refunded?: number;
}

/** Subtotal, discount, shipping, tax and total, as the server computed them (checkout and orders). */
export function TotalsList({ totals }: { totals: Totals }) {
  const t = useT();
  const money = (amount: number) => formatMoneyIn(amount, totals.currency, t.lang);
  const rows: Array<[string, string, string?]> = [
    [t('common.subtotal'), money(totals.subtotal)],
    ...(totals.discount
      ? [
          [t('common.discountCode', { code: totals.discount.code }), `−${money(totals.discount.amount)}`, 'text-green-700'] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    ...(totals.shipping_method
      ? [
          [
            t('common.shippingMethod', { method: shippingName(t, totals.shipping_method, totals.shipping_name) }),
            totals.shipping === 0 ? t('common.free') : money(totals.shipping),
          ] as [string, string],
        ]
      : []),
    ...taxLabels(t, totals).map(([label, amount]): [string, string] => [label, money(amount)]),
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
        <dt>{t('common.total')}</dt>
        <dd className="tabular-nums" data-testid="order-total">
          {money(totals.total)}
        </dd>
      </div>
      {totals.tax_note ? (
        <p className="text-xs text-muted" data-testid="tax-note">
          {totals.tax_note}
        </p>
      ) : null}
      {totals.refunded ? (
        <div className="flex justify-between gap-4 text-sm">
          <dt className="text-muted">{t('common.refunded')}</dt>
          <dd className="tabular-nums">{money(totals.refunded)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
