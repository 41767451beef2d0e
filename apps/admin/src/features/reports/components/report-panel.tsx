import type { ReactNode } from 'react';
import { REPORT_MESSAGES } from '@shopwright/shared/admin';
import { Card } from '../../../components/ui/card';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { downloadReportCsv, useReport, type ReportBreakdown, type ReportName, type ReportRange, type Reports } from '../api/reports';
import { ReportTable, type ReportColumn } from './report-table';

interface ReportPanelProps<N extends ReportName, Row> {
  name: N;
  range: ReportRange;
  /** False while the range is invalid: nothing is fetched or exported. */
  valid: boolean;
  title: string;
  /** The products report broken down by variant (its table and CSV). */
  by?: ReportBreakdown;
  /** Controls beside the CSV export (e.g. the variant breakdown switch). */
  controls?: ReactNode;
  /** How the figures are made (SALES_RULE, ITEM_SALES_RULE), with anything the answer adds. */
  note: (report: Reports[N] | undefined) => string;
  chart: (report: Reports[N]) => ReactNode;
  table: {
    label: string;
    columns: (report: Reports[N] | undefined) => ReadonlyArray<ReportColumn<Row>>;
    rows: (report: Reports[N]) => readonly Row[];
    rowKey: (row: Row) => string | number;
    empty: string;
  };
}

/** A report: its chart in a card with the CSV export and how the numbers are made, the table with totals below. */
export function ReportPanel<N extends ReportName, Row>({
  name,
  range,
  valid,
  title,
  by,
  controls,
  note,
  chart,
  table,
}: ReportPanelProps<N, Row>) {
  const report = useReport(name, range, valid, by);
  const data = report.data;
  return (
    <div className="space-y-4">
      <Card
        title={title}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {controls}
            <ExportCsvButton onExport={() => downloadReportCsv(name, range, by)} done={REPORT_MESSAGES.exported} disabled={!valid} />
          </div>
        }
      >
        {data ? chart(data) : <div className="h-64 animate-pulse rounded bg-gray-100" aria-hidden="true" />}
        <p className="mt-3 text-xs text-muted">{note(data)}</p>
      </Card>
      <ReportTable
        label={table.label}
        columns={table.columns(data)}
        rows={data && table.rows(data)}
        rowKey={table.rowKey}
        loading={valid && report.isPending}
        error={report.error}
        onRetry={() => void report.refetch()}
        empty={valid ? table.empty : 'Choose a valid date range.'}
        totals
      />
    </div>
  );
}

/** The note of a report whose table keeps the best rows only. */
export const capped = (rule: string, what: string) => (report: { count: number; rows: unknown[] } | undefined) =>
  report && report.count > report.rows.length
    ? `${rule} The table shows the best ${report.rows.length} of ${report.count} ${what}; the CSV file has them all.`
    : rule;
