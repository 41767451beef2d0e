import { Link } from 'react-router';
import { Bug } from 'lucide-react';
import type { AdminErrorReport } from '@shopwright/shared/admin';
import { Table, TableRows, Td, Th } from '../../../components/ui/table';
import { EmptyState } from '../../../components/ui/state-message';
import { formatDateTime } from '../../../lib/format';
import { ReportStateBadge } from './report-state-badge';

interface ErrorReportsTableProps {
  reports: AdminErrorReport[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filtered: boolean;
}

const COLUMNS = 7;

export function ErrorReportsTable({ reports, loading, error, onRetry, filtered }: ErrorReportsTableProps) {
  return (
    <Table label="Error reports">
      <thead>
        <tr>
          <Th>Error</Th>
          <Th>Type</Th>
          <Th>Code</Th>
          <Th className="hidden xl:table-cell">Page</Th>
          <Th className="hidden md:table-cell">User</Th>
          <Th>Reported</Th>
          <Th>State</Th>
        </tr>
      </thead>
      <tbody>
        <TableRows
          columns={COLUMNS}
          rows={reports}
          loading={loading}
          error={error}
          onRetry={onRetry}
          empty={<EmptyState icon={Bug} message={filtered ? 'No error report matches these filters.' : 'No errors have been reported.'} />}
        >
          {(r) => (
            <tr key={r.id} className="hover:bg-surface">
              <Td>
                <Link to={`/support/error-reports/${r.id}`} className="font-medium text-brand-700 hover:underline">
                  {r.error_id}
                </Link>
                {r.message && <span className="block max-w-56 truncate text-xs text-muted">{r.message}</span>}
              </Td>
              <Td className="capitalize">{r.type}</Td>
              <Td className="whitespace-nowrap text-muted">
                {r.code ?? '—'}
                {r.status !== null && <span className="block text-xs">HTTP {r.status}</span>}
              </Td>
              <Td className="hidden max-w-64 truncate text-muted xl:table-cell">{r.page_url}</Td>
              <Td className="hidden break-all text-muted md:table-cell">{r.user?.email ?? 'Guest'}</Td>
              <Td className="whitespace-nowrap text-muted">{formatDateTime(r.created_at)}</Td>
              <Td>
                <ReportStateBadge resolvedAt={r.resolved_at} />
              </Td>
            </tr>
          )}
        </TableRows>
      </tbody>
    </Table>
  );
}
