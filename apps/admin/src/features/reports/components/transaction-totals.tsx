import type { TransactionTotals as Totals } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';

/** The money of every transaction matching the filters (all pages). */
export function TransactionTotals({ totals, currency }: { totals: Totals | undefined; currency: string | undefined }) {
  const figures = [
    { label: 'Transactions', value: totals && totals.count.toLocaleString('en-US') },
    { label: 'Captured', value: totals && formatMoney(totals.captured, currency) },
    { label: 'Refunded', value: totals && formatMoney(totals.refunded, currency) },
    { label: 'Net collected', value: totals && formatMoney(totals.net, currency) },
    { label: 'Failed', value: totals && totals.failed.toLocaleString('en-US') },
  ];
  return (
    <dl aria-label="Totals for these filters" className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map((f) => (
        <div key={f.label} className="rounded-lg border border-line bg-white px-4 py-3 shadow-sm">
          <dt className="text-xs text-muted">{f.label}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">
            {f.value ?? <span className="block h-6 w-16 animate-pulse rounded bg-gray-200" aria-hidden="true" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
