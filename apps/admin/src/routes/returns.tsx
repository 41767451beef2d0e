import { ADMIN_PAGE_SIZE, rangeIssue } from '@shopwright/shared/admin';
import { AdminReturnFiltersSchema, RETURN_STATUSES } from '@shopwright/shared/returns';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/ui/pagination';
import { useReturnCounts, useReturns } from '../features/returns/api/returns';
import { ReturnCountPills } from '../features/returns/components/return-counts';
import { ReturnFilters } from '../features/returns/components/return-filters';
import { ReturnsTable } from '../features/returns/components/returns-table';
import { apiFieldErrors } from '../lib/form-errors';
import { oneOf, useListParams } from '../lib/use-list-params';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/** `/admin/returns`: the returns inbox, counted per status, filtered, searched and paged; all of it kept in the address. */
export function ReturnsPage() {
  const { params, page, update } = useListParams();
  const values = {
    q: params.get('q') ?? '',
    status: oneOf(RETURN_STATUSES, params.get('status')),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
  const issue = rangeIssue(values.from, values.to);
  // A search that is no return or order number, and a reversed range, are shown as errors and not asked for.
  const search = AdminReturnFiltersSchema.safeParse({ q: values.q || undefined });
  const query = {
    ...values,
    q: search.success ? values.q || undefined : undefined,
    ...(issue ? { from: undefined, to: undefined } : {}),
  };
  const list = useReturns({ ...query, page });
  const counts = useReturnCounts();
  const filtered = Object.values(values).some(Boolean);
  const errors = {
    ...apiFieldErrors(list.error),
    ...(search.success ? {} : { q: search.error.issues[0]?.message }),
    ...(issue ? { [issue.field]: issue.message } : {}),
  };
  const open = counts.data?.open;

  return (
    <>
      <PageHeader
        title="Returns"
        description={
          open === undefined
            ? 'Returns and exchanges customers asked for. Open one to approve, receive and settle it.'
            : `${open} ${open === 1 ? 'return needs' : 'returns need'} your attention. Open one to approve, receive and settle it.`
        }
      />
      <div className="mb-4">
        <ReturnCountPills counts={counts.data} current={values.status} />
      </div>
      <ReturnFilters values={values} errors={errors} onChange={update} />
      <ReturnsTable
        returns={list.data?.results}
        loading={list.isPending}
        error={apiFieldErrors(list.error) ? null : list.error}
        onRetry={() => void list.refetch()}
        filtered={filtered}
      />
      {list.data && (
        <div className="[&_button]:min-h-11 [&_button]:min-w-11">
          <Pagination
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            count={list.data.count}
            onPage={(p) => update({ page: p > 1 ? String(p) : null })}
            noun="returns"
          />
        </div>
      )}
    </>
  );
}

export { ReturnsPage as Component };
