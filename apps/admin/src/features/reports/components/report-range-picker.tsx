import { addDays, REPORT_GROUP_LABELS, REPORT_GROUPS, todayUtc, type ReportGroup } from '@shopwright/shared/admin';
import { Input, Select } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import type { ReportRange } from '../api/reports';

const PRESETS = [
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '12 months', days: 365 },
] as const;

interface ReportRangePickerProps {
  range: ReportRange;
  issue: { field: 'from' | 'to'; message: string } | null;
  onChange: (changes: Partial<ReportRange>) => void;
  /** Only the sales report is grouped. */
  showGroup: boolean;
}

/** From and To (UTC days, both included), quick ranges ending today, and the grouping; every control a 44 px touch target. */
export function ReportRangePicker({ range, issue, onChange, showGroup }: ReportRangePickerProps) {
  const today = todayUtc();
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-4 shadow-sm">
      <div className="w-40">
        <Input
          label="From"
          type="date"
          className="min-h-11"
          value={range.from}
          max={range.to}
          onChange={(e) => onChange({ from: e.target.value })}
          error={issue?.field === 'from' ? issue.message : undefined}
        />
      </div>
      <div className="w-40">
        <Input
          label="To"
          type="date"
          className="min-h-11"
          value={range.to}
          min={range.from}
          onChange={(e) => onChange({ to: e.target.value })}
          error={issue?.field === 'to' ? issue.message : undefined}
        />
      </div>
      {showGroup && (
        <div className="w-36">
          <Select
            label="Group by"
            className="min-h-11"
            value={range.group}
            options={REPORT_GROUPS.map((g) => ({ value: g, label: REPORT_GROUP_LABELS[g] }))}
            onChange={(e) => onChange({ group: e.target.value as ReportGroup })}
          />
        </div>
      )}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick ranges">
        {PRESETS.map((p) => {
          const from = addDays(today, 1 - p.days);
          const active = range.to === today && range.from === from;
          return (
            <Button
              key={p.days}
              size="sm"
              className="min-h-11"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => onChange({ from, to: today })}
            >
              {p.label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
