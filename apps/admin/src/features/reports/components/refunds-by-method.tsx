import { useQueries } from '@tanstack/react-query';
import { PAYMENT_METHOD_LABELS, type TransactionFiltersInput } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { ORDER_PAYMENT_METHODS } from '@shopwright/shared/orders';
import { call } from '../../../lib/api';
import { reportKeys } from '../api/reports';

/**
 * What went back to customers per way of paying (card, Stripe, pay later, gift card, store credit)
 * for the page's dates and search: one small call per method, each the refund total of its filter.
 */
export function RefundsByMethod({ filters }: { filters: Pick<TransactionFiltersInput, 'from' | 'to' | 'q'> }) {
  const results = useQueries({
    queries: ORDER_PAYMENT_METHODS.map((method) => {
      const params = {
        from: filters.from,
        to: filters.to,
        q: filters.q,
        kind: 'refund' as const,
        status: 'succeeded' as const,
        method,
        page: 1,
        page_size: 1,
      };
      return {
        queryKey: [...reportKeys.all, 'refunds-by-method', params],
        queryFn: ({ signal }: { signal: AbortSignal }) => call('GET admin/transactions', { query: params, signal }),
        staleTime: 0,
      };
    }),
  });
  if (results.some((r) => r.isError)) return null;
  return (
    <section aria-labelledby="refunds-by-method" className="mb-4">
      <h2 id="refunds-by-method" className="mb-2 text-sm font-semibold text-ink">
        Refunds by method
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {ORDER_PAYMENT_METHODS.map((method, i) => {
          const data = results[i]?.data;
          return (
            <div key={method} className="rounded-lg border border-line bg-white px-4 py-3 shadow-sm">
              <dt className="text-xs text-muted">{PAYMENT_METHOD_LABELS[method]}</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums">
                {data ? (
                  formatMoney(data.totals.refunded, data.currency)
                ) : (
                  <span className="block h-6 w-16 animate-pulse rounded bg-gray-200" aria-hidden="true" />
                )}
                {data && (
                  <span className="block text-xs font-normal text-muted">
                    {data.totals.count} {data.totals.count === 1 ? 'refund' : 'refunds'}
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
