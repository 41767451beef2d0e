import { variantLabel } from '@shopwright/shared/catalog';
import { formatMoney } from '@shopwright/shared/money';
import { RETURN_RESOLUTION_LABELS, type AdminReturnDetail, type ReturnLine } from '@shopwright/shared/returns';

/** "Exchange for Blue / M (+$5.00 each)": the variant asked for and what one unit costs more or less. */
function exchangeText(line: ReturnLine, currency: string): string | null {
  if (!line.exchange) return null;
  const into = variantLabel(line.exchange) || line.exchange.sku || `variant ${line.exchange.variant_id}`;
  const diff = line.exchange.price_difference;
  const money = diff === 0 ? 'same price' : `${diff > 0 ? '+' : '−'}${formatMoney(Math.abs(diff), currency)} each`;
  return `For ${into} (${money})`;
}

/** The returned lines: what was asked back, what came in (and went back to stock), how each is settled and what one unit was paid. */
export function ReturnLines({ detail }: { detail: AdminReturnDetail }) {
  const m = (amount: number) => formatMoney(amount, detail.currency);
  return (
    <ul className="divide-y divide-line" aria-label="Returned items">
      {detail.lines.map((line) => (
        <li key={line.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="font-medium">{line.name}</p>
            {variantLabel(line) && <p className="text-xs text-muted">{variantLabel(line)}</p>}
            {line.sku && <p className="break-all text-xs text-muted">SKU {line.sku}</p>}
            <p className="mt-1 text-sm">
              <span className="font-medium">{RETURN_RESOLUTION_LABELS[line.resolution]}</span>
              {exchangeText(line, detail.currency) && <span className="text-muted"> · {exchangeText(line, detail.currency)}</span>}
            </p>
          </div>
          <dl className="grid shrink-0 grid-cols-4 gap-3 text-sm sm:text-right" aria-label={`Quantities of ${line.name}`}>
            <div>
              <dt className="text-xs text-muted">Asked</dt>
              <dd className="tabular-nums">{line.quantity}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Received</dt>
              <dd className="tabular-nums">{line.received_quantity}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Restocked</dt>
              <dd className="tabular-nums">{line.restocked_quantity}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Paid each</dt>
              <dd className="whitespace-nowrap tabular-nums">{m(line.unit_amount)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
