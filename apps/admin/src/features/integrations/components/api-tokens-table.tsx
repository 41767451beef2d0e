import { Ban } from 'lucide-react';
import { INTEGRATION_MESSAGES as M, type ApiToken } from '@shopwright/shared/integrations';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/state-message';
import { ActionsTh, Table, TableRows, Td, Th } from '../../../components/ui/table';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { formatDateTime } from '../../../lib/format';
import { useApiTokens, useRevokeApiToken } from '../api/integrations';

/** The shop's API tokens with their scopes and last use; revoking asks first. */
export function ApiTokensTable() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const { target, setTarget, confirm } = useConfirmedAction<ApiToken>(revoke, M.tokenRevokedToast);

  return (
    <>
      <Table label="API tokens">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Scopes</Th>
            <Th className="hidden md:table-cell">Last used</Th>
            <ActionsTh />
          </tr>
        </thead>
        <tbody>
          <TableRows
            columns={4}
            skeletonRows={2}
            rows={tokens.data}
            loading={tokens.isPending}
            error={tokens.error}
            onRetry={() => void tokens.refetch()}
            empty={<EmptyState message="No API tokens yet." />}
          >
            {(t) => (
              <tr key={t.id}>
                <Td className="font-medium">
                  <span className="block">{t.name}</span>
                  <code className="font-mono text-xs text-muted">{t.prefix}…</code>
                </Td>
                <Td>
                  <span className="flex flex-wrap gap-1">
                    {t.scopes.map((s) => (
                      <Badge key={s}>{s}</Badge>
                    ))}
                  </span>
                </Td>
                <Td className="hidden text-muted md:table-cell">{t.last_used_at ? formatDateTime(t.last_used_at) : 'Never'}</Td>
                <Td className="text-right">
                  {t.revoked_at ? (
                    <Badge tone="danger">Revoked</Badge>
                  ) : (
                    <Button className="min-h-11" variant="secondary" size="sm" onClick={() => setTarget(t)} aria-label={`Revoke ${t.name}`}>
                      <Ban className="h-4 w-4" aria-hidden="true" />
                      Revoke
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
        title={target ? `Revoke ${target.name}?` : 'Revoke token?'}
        description="Servers using it are refused from their next request. This cannot be undone."
        confirmLabel="Revoke token"
        danger
        pending={revoke.isPending}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
