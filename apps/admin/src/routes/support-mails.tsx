import { ADMIN_PAGE_SIZE, MAIL_STATUSES } from '@shopwright/shared/admin';
import { FilterSelect } from '../components/ui/filter-select';
import { Pagination } from '../components/ui/pagination';
import { useMails } from '../features/support/api/mails';
import { MAIL_STATUS_LABELS, MailsTable } from '../features/support/components/mails-table';
import { oneOf, useListParams } from '../lib/use-list-params';

const STATUS_OPTIONS = MAIL_STATUSES.map((s) => ({ value: s, label: MAIL_STATUS_LABELS[s] }));

/** `/admin/support/mails`: the outbox, newest first: what the shop mailed and whether it went out. */
export function SupportMailsPage() {
  const { params, page, update } = useListParams();
  const status = oneOf(MAIL_STATUSES, params.get('status'));
  const mails = useMails({ status, page });
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <FilterSelect label="Status" allLabel="All mails" options={STATUS_OPTIONS} value={status} onChange={(v) => update({ status: v })} />
      </div>
      <MailsTable
        mails={mails.data?.results}
        loading={mails.isPending}
        error={mails.error}
        onRetry={() => void mails.refetch()}
        filtered={Boolean(status)}
      />
      {mails.data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          count={mails.data.count}
          onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          noun="mails"
        />
      )}
    </>
  );
}

export { SupportMailsPage as Component };
