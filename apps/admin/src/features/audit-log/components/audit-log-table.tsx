import { ScrollText } from 'lucide-react';
import type { AuditEntry } from '@shopwright/shared/admin';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/state-message';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';
import { AuditChange } from './audit-change';

interface AuditLogTableProps {
  entries: AuditEntry[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filtered: boolean;
}

const COLUMNS = 5;

/** Who did what to which record, and when. */
export function AuditLogTable({ entries, loading, error, onRetry, filtered }: AuditLogTableProps) {
  return (
    <Table label="Audit log">
      <thead>
        <tr>
          <Th>When</Th>
          <Th>Who</Th>
          <Th>Action</Th>
          <Th>Record</Th>
          <Th>Changes</Th>
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          rows={entries}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<EmptyState icon={ScrollText} message={filtered ? 'No entries for this action.' : 'Nothing has been changed yet.'} />}
        >
          {(e) => (
            <tr key={e.id}>
              <Td className="whitespace-nowrap text-muted">
                <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
              </Td>
              <Td>
                {e.actor ? (
                  <span title={e.actor.email}>{e.actor.name || e.actor.email}</span>
                ) : (
                  <span className="text-muted">System or removed account</span>
                )}
              </Td>
              <Td>
                <Badge tone="brand">{e.action}</Badge>
              </Td>
              <Td className="whitespace-nowrap">
                {e.entity}
                {e.entity_id && <span className="text-muted"> #{e.entity_id}</span>}
              </Td>
              <Td>
                <AuditChange entry={e} />
              </Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
