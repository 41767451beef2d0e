import { UserMinus } from 'lucide-react';
import { ADMIN_MESSAGES, type AdminUser } from '@shopwright/shared/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/state-message';
import { ActionsTh, Table, TableRows, Td, Th } from '../../../components/ui/table';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { formatDate, fullName } from '../../../lib/format';
import { useDemoteAdmin } from '../api/admin-users';

interface AdminUsersTableProps {
  admins: AdminUser[] | undefined;
  /** All admins, across pages: the only one cannot be demoted. */
  total: number;
  currentAdminId: number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

const COLUMNS = 4;

export function AdminUsersTable({ admins, total, currentAdminId, loading, error, onRetry }: AdminUsersTableProps) {
  const demote = useDemoteAdmin();
  const { target, setTarget, confirm } = useConfirmedAction<AdminUser>(demote, ADMIN_MESSAGES.adminDemoted);

  return (
    <>
      <Table label="Admins">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Email</Th>
            <Th className="hidden md:table-cell">Joined</Th>
            <ActionsTh />
          </tr>
        </thead>
        <tbody>
          <TableRows
            columns={COLUMNS}
            skeletonRows={3}
            rows={admins}
            loading={loading}
            error={error}
            onRetry={onRetry}
            empty={<EmptyState message="No admins on this page." />}
          >
            {(a) => (
              <tr key={a.id}>
                <Td className="font-medium">
                  {fullName(a)} {a.id === currentAdminId && <Badge tone="brand">You</Badge>}
                </Td>
                <Td className="break-all">{a.email}</Td>
                <Td className="hidden text-muted md:table-cell">{formatDate(a.date_joined)}</Td>
                <Td className="text-right">
                  {total > 1 && (
                    <Button variant="secondary" size="sm" onClick={() => setTarget(a)} aria-label={`Demote ${fullName(a)} to customer`}>
                      <UserMinus className="h-4 w-4" aria-hidden="true" />
                      Demote
                    </Button>
                  )}
                </Td>
              </tr>
            )}
          </TableRows>
        </tbody>
      </Table>
      <ConfirmDialog
        open={target !== null}
        title={target ? `Demote ${fullName(target)}?` : 'Demote admin?'}
        description={
          target?.id === currentAdminId
            ? 'You will lose access to the admin area at once.'
            : 'They will lose access to the admin area at once and keep their customer account.'
        }
        confirmLabel="Demote to customer"
        danger
        pending={demote.isPending}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
