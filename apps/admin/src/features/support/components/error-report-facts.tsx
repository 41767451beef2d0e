import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminErrorReportDetail } from '@shopwright/shared/admin';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { Facts } from '../../../components/ui/facts';

const muted = (text: string) => <span className="text-muted">{text}</span>;

/** What the storefront's error screen reported, and who dealt with it. */
export function ErrorReportFacts({ report }: { report: AdminErrorReportDetail }) {
  const rows: [string, ReactNode][] = [
    ['Error ID', report.error_id],
    ['Type', <span className="capitalize">{report.type}</span>],
    ['Code', report.code ?? muted('None')],
    ['HTTP status', report.status ?? muted('None')],
    ['Message', report.message ?? muted('None')],
    [
      'Page',
      <a href={report.page_url} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 hover:underline">
        {report.page_url}
      </a>,
    ],
    ['Reported', formatDateTime(report.created_at)],
    [
      'User',
      report.user ? (
        <Link to={`/customers/${report.user.id}`} className="break-all text-brand-700 hover:underline">
          {report.user.name || report.user.email} ({report.user.email})
        </Link>
      ) : (
        muted('Guest')
      ),
    ],
    ['Browser', report.user_agent ?? muted('Unknown')],
  ];
  if (report.resolved_at)
    rows.push([
      'Resolved',
      `${formatDateTime(report.resolved_at)}${report.resolved_by ? ` by ${report.resolved_by.name || report.resolved_by.email}` : ''}`,
    ]);
  return (
    <Card title="Report">
      <Facts facts={rows} className="grid gap-x-6 gap-y-4 sm:grid-cols-2" valueClassName="mt-1 break-words text-sm" />
    </Card>
  );
}

/** The stack trace or whatever else the error screen's technical details held. */
export function ErrorReportDetails({ details }: { details: string | null }) {
  return (
    <Card title="Technical details">
      {details ? (
        <pre
          className="max-h-[32rem] overflow-auto whitespace-pre rounded-lg bg-surface p-4 font-mono text-xs leading-5"
          tabIndex={0}
          aria-label="Technical details"
        >
          {details}
        </pre>
      ) : (
        <p className="text-sm text-muted">No technical details were sent with this report.</p>
      )}
    </Card>
  );
}
