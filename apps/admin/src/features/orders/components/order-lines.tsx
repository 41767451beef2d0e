import { variantLabel } from '@shopwright/shared/catalog';
import { formatMoney } from '@shopwright/shared/money';
import type { Order } from '@shopwright/shared/orders';
import { taxRows } from '@shopwright/shared/tax';

/** "Black / 42 · SKU RUN-BLACK-42": the variant as sold (older lines may have no SKU). */
const variantOf = (line: Order['lines'][number]) => [variantLabel(line), line.sku && `SKU ${line.sku}`].filter(Boolean).join(' · ');

/**
 * The order's lines and totals, as sold; plain enough to print (invoice and packing slip).
 * `totalNote` goes under the total (the order page: what it is in the base currency).
 */
export function OrderLines({ order, prices = true, totalNote }: { order: Order; prices?: boolean; totalNote?: string }) {
  const m = (amount: number) => formatMoney(amount, order.currency);
  const rows: Array<[string, string]> = [
    ['Subtotal', m(order.subtotal)],
    ...(order.discount ? [[`Discount (${order.discount.code})`, `−${m(order.discount.amount)}`] as [string, string]] : []),
    [`Shipping (${order.shipping_name})`, m(order.shipping)],
    ...taxRows(order).map(([label, amount]): [string, string] => [label, m(amount)]),
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" aria-label="Order lines">
        <thead>
          <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Item
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Qty
            </th>
            {prices && (
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Price
              </th>
            )}
            {prices && (
              <th scope="col" className="py-2 text-right font-semibold">
                Total
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={`${line.product_id ?? 'gone'}-${i}`} className="border-b border-line align-top">
              <td className="py-2 pr-3">
                <span className="font-medium">{line.name}</span>
                {variantOf(line) && <span className="block text-xs text-muted">{variantOf(line)}</span>}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
              {prices && <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">{m(line.unit_price)}</td>}
              {prices && <td className="whitespace-nowrap py-2 text-right tabular-nums">{m(line.line_total)}</td>}
            </tr>
          ))}
        </tbody>
        {prices && (
          <tfoot>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <td colSpan={3} className="pt-2 pr-3 text-right text-muted">
                  {label}
                </td>
                <td className="whitespace-nowrap pt-2 text-right tabular-nums">{value}</td>
              </tr>
            ))}
            <tr>
              <td colSpan={3} className="pt-2 pr-3 text-right font-semibold">
                Total
              </td>
              <td className="whitespace-nowrap pt-2 text-right font-semibold tabular-nums">
                {m(order.total)}
                {totalNote && <span className="block text-xs font-normal text-muted">{totalNote}</span>}
              </td>
            </tr>
            {order.refunded > 0 && (
              <tr>
                <td colSpan={3} className="pt-1 pr-3 text-right text-muted">
                  Refunded
                </td>
                <td className="whitespace-nowrap pt-1 text-right tabular-nums">−{m(order.refunded)}</td>
              </tr>
            )}
          </tfoot>
        )}
      </table>
    </div>
  );
}
