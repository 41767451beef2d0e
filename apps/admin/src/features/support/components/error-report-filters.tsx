import { ERROR_REPORT_STATES, type ErrorReportState } from '@shopwright/shared/admin';
import { ERROR_TYPES, type ErrorType } from '@shopwright/shared/support';
import { FilterSelect } from '../../../components/ui/filter-select';

const STATE_OPTIONS = ERROR_REPORT_STATES.map((s) => ({ value: s, label: s === 'resolved' ? 'Resolved' : 'Unresolved' }));
const TYPE_OPTIONS = ERROR_TYPES.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }));

interface ErrorReportFiltersProps {
  state: ErrorReportState | undefined;
  type: ErrorType | undefined;
  onChange: (changes: Record<string, string | null>) => void;
}

export function ErrorReportFilters({ state, type, onChange }: ErrorReportFiltersProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <FilterSelect label="State" allLabel="All reports" options={STATE_OPTIONS} value={state} onChange={(v) => onChange({ state: v })} />
      <FilterSelect label="Type" allLabel="All types" options={TYPE_OPTIONS} value={type} onChange={(v) => onChange({ type: v })} />
    </div>
  );
}
