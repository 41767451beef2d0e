import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '@shopwright/shared/admin';
import { Pagination } from '../components/ui/pagination';
import { useAuditActions, useAuditLog } from '../features/audit-log/api/audit-log';
import { AuditActionFilter } from '../features/audit-log/components/audit-action-filter';
import { AuditLogTable } from '../features/audit-log/components/audit-log-table';

/** `/admin/settings/audit-log`: every admin change, newest first, filtered by action. */
export function SettingsAuditLogPage() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const log = useAuditLog({ action, page });
  const actions = useAuditActions();

  const update = (next: { action?: string; page?: number }) => {
    const search = new URLSearchParams();
    const a = next.action ?? action;
    if (a) search.set('action', a);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };

  return (
    <>
      <div className="mb-4">
        <AuditActionFilter actions={actions.data ?? []} value={action} onChange={(a) => update({ action: a, page: 1 })} />
      </div>
      <AuditLogTable
        entries={log.data?.results}
        loading={log.isPending}
        error={log.error}
        onRetry={() => void log.refetch()}
        filtered={action !== ''}
      />
      {log.data && (
        <Pagination page={page} pageSize={ADMIN_PAGE_SIZE} count={log.data.count} onPage={(p) => update({ page: p })} noun="entries" />
      )}
    </>
  );
}

export { SettingsAuditLogPage as Component };
