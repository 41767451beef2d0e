import { useState } from 'react';
import { ShieldPlus, UserPlus } from 'lucide-react';
import { ADMIN_PAGE_SIZE } from '@shopwright/shared/admin';
import { Button } from '../components/ui/button';
import { Pagination } from '../components/ui/pagination';
import { useAdminUsers } from '../features/admin-users/api/admin-users';
import { AdminUsersTable } from '../features/admin-users/components/admin-users-table';
import { CreateAdminDialog } from '../features/admin-users/components/create-admin-dialog';
import { PromoteAdminDialog } from '../features/admin-users/components/promote-admin-dialog';
import { useSession } from '../features/auth/api/session';

/** `/admin/settings/admins`: who can run the shop; create, promote and demote admins. */
export function SettingsAdminsPage() {
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'create' | 'promote' | null>(null);
  const admins = useAdminUsers(page);
  const me = useSession().data;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">Admins can use every part of this area. The shop always keeps at least one.</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDialog('promote')}>
            <ShieldPlus className="h-4 w-4" aria-hidden="true" />
            Promote a customer
          </Button>
          <Button onClick={() => setDialog('create')}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            Create admin
          </Button>
        </div>
      </div>
      <AdminUsersTable
        admins={admins.data?.results}
        total={admins.data?.count ?? 0}
        currentAdminId={me?.id ?? 0}
        loading={admins.isPending}
        error={admins.error}
        onRetry={() => void admins.refetch()}
      />
      {admins.data && <Pagination page={page} pageSize={ADMIN_PAGE_SIZE} count={admins.data.count} onPage={setPage} noun="admins" />}
      <CreateAdminDialog open={dialog === 'create'} onClose={() => setDialog(null)} />
      <PromoteAdminDialog open={dialog === 'promote'} onClose={() => setDialog(null)} />
    </>
  );
}

export { SettingsAdminsPage as Component };
