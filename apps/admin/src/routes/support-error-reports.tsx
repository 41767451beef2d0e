import { ADMIN_PAGE_SIZE, ERROR_REPORT_STATES } from '@shopwright/shared/admin';
import { ERROR_TYPES } from '@shopwright/shared/support';
import { Pagination } from '../components/ui/pagination';
import { useErrorReports } from '../features/support/api/error-reports';
import { ErrorReportFilters } from '../features/support/components/error-report-filters';
import { ErrorReportsTable } from '../features/support/components/error-reports-table';
import { oneOf, useListParams } from '../lib/use-list-params';

/** `/admin/support/error-reports`: what shoppers reported from the error screen, newest first. */
export function SupportErrorReportsPage() {
  const { params, page, update } = useListParams();
  const state = oneOf(ERROR_REPORT_STATES, params.get('state'));
  const type = oneOf(ERROR_TYPES, params.get('type'));
  const reports = useErrorReports({ state, type, page });
  return (
    <>
      <ErrorReportFilters state={state} type={type} onChange={update} />
      <ErrorReportsTable
        reports={reports.data?.results}
        loading={reports.isPending}
        error={reports.error}
        onRetry={() => void reports.refetch()}
        filtered={Boolean(state || type)}
      />
      {reports.data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          count={reports.data.count}
          onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          noun="reports"
        />
      )}
    </>
  );
}

export { SupportErrorReportsPage as Component };
