import {
  ADMIN_PAGE_SIZE,
  rangeIssue,
  REPORT_MESSAGES,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  type TransactionFiltersInput,
} from '@shopwright/shared/admin';
import { PAYMENT_METHODS } from '@shopwright/shared/checkout';
import { PageHeader } from '../components/page-header';
import { ExportCsvButton } from '../components/ui/export-csv-button';
import { Pagination } from '../components/ui/pagination';
import { downloadTransactionsCsv, useTransactions } from '../features/reports/api/reports';
import { RefundsByMethod } from '../features/reports/components/refunds-by-method';
import { TransactionFilters } from '../features/reports/components/transaction-filters';
import { TransactionTotals } from '../features/reports/components/transaction-totals';
import { TransactionsTable } from '../features/reports/components/transactions-table';
import { oneOf, useListParams } from '../lib/use-list-params';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/** `/admin/transactions`: every payment authorization, capture, refund and void, with filters, totals, refunds by method and the CSV export. */
export function TransactionsPage() {
  const { params, page, update } = useListParams();
  const filters: TransactionFiltersInput = {
    kind: oneOf(TRANSACTION_KINDS, params.get('kind')),
    method: oneOf(PAYMENT_METHODS, params.get('method')),
    status: oneOf(TRANSACTION_STATUSES, params.get('status')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    q: params.get('q') ?? undefined,
  };
  const issue = rangeIssue(filters.from, filters.to);
  // A reversed range is shown as an error and not asked for.
  const query = issue ? { ...filters, from: undefined, to: undefined } : filters;
  const list = useTransactions({ ...query, page });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <PageHeader
        title="Transactions"
        description="Every call to a payment provider: authorizations, captures, refunds and voids. Dates are UTC."
        actions={
          <div className="[&_button]:min-h-11">
            <ExportCsvButton onExport={() => downloadTransactionsCsv(query)} done={REPORT_MESSAGES.exported} />
          </div>
        }
      />
      <div className="mb-4">
        <TransactionFilters filters={filters} rangeError={issue?.message} onChange={update} />
      </div>
      <TransactionTotals totals={list.data?.totals} currency={list.data?.currency} />
      <RefundsByMethod filters={{ from: query.from, to: query.to, q: query.q }} />
      <TransactionsTable
        transactions={list.data?.results}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        filtered={filtered}
      />
      {list.data && (
        // The page buttons are 44 px touch targets, as on every phone page.
        <div className="[&_button]:min-h-11 [&_button]:min-w-11">
          <Pagination
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            count={list.data.count}
            onPage={(p) => update({ page: p > 1 ? String(p) : null })}
            noun="transactions"
          />
        </div>
      )}
    </>
  );
}

export { TransactionsPage as Component };
