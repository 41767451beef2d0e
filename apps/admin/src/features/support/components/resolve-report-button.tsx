import { CircleCheck, RotateCcw } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_SUPPORT_MESSAGES as M, type AdminErrorReportDetail } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { useSetErrorReportResolved } from '../api/error-reports';

/** Marks a report as resolved, or opens it again (both are easily undone, so no confirmation). */
export function ResolveReportButton({ report }: { report: AdminErrorReportDetail }) {
  const mutation = useSetErrorReportResolved(report.id);
  const resolving = report.resolved_at === null;
  return (
    <Button
      variant={resolving ? 'primary' : 'secondary'}
      loading={mutation.isPending}
      onClick={() =>
        mutation.mutate(resolving, {
          onSuccess: () => toast.success(resolving ? M.reportResolved : M.reportReopened),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {resolving ? <CircleCheck className="h-4 w-4" aria-hidden="true" /> : <RotateCcw className="h-4 w-4" aria-hidden="true" />}
      {resolving ? 'Mark as resolved' : 'Reopen'}
    </Button>
  );
}
