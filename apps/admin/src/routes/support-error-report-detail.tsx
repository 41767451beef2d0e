import { Link, useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ApiError } from '@shopwright/shared/http';
import { PageHeader } from '../components/page-header';
import { EmptyState, ErrorState } from '../components/ui/state-message';
import { useErrorReport } from '../features/support/api/error-reports';
import { ErrorReportDetails, ErrorReportFacts } from '../features/support/components/error-report-facts';
import { ReportStateBadge } from '../features/support/components/report-state-badge';
import { ResolveReportButton } from '../features/support/components/resolve-report-button';
import { DetailSkeleton } from '../components/ui/detail-skeleton';

/** `/admin/support/error-reports/{id}`: the report with its technical details; resolve or reopen it. */
export function SupportErrorReportDetailPage() {
  const id = Number(useParams().reportId);
  const valid = Number.isInteger(id) && id > 0;
  const report = useErrorReport(valid ? id : 0);

  let body;
  if (!valid || (report.error instanceof ApiError && report.error.status === 404)) {
    body = <EmptyState icon={SearchX} message="This error report does not exist." />;
  } else if (report.isPending) {
    body = <DetailSkeleton label="Loading error report" />;
  } else if (report.isError) {
    body = <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  } else {
    const r = report.data;
    body = (
      <>
        <PageHeader
          title={`Error ${r.error_id}`}
          description={<ReportStateBadge resolvedAt={r.resolved_at} />}
          actions={<ResolveReportButton report={r} />}
        />
        <div className="space-y-6">
          <ErrorReportFacts report={r} />
          <ErrorReportDetails details={r.details} />
        </div>
      </>
    );
  }
  return (
    <>
      <Link
        to="/support/error-reports"
        className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All error reports
      </Link>
      {body}
    </>
  );
}

export { SupportErrorReportDetailPage as Component };
