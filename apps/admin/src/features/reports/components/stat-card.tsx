import type { LucideIcon } from 'lucide-react';
import type { Metric } from '@shopwright/shared/admin';
import { ChangeBadge } from './change-badge';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  metric: Metric | undefined;
  format: (value: number) => string;
  /** The period compared with, e.g. "yesterday". */
  previousLabel: string;
}

/** One figure of the dashboard with its change from the period before. */
export function StatCard({ icon: Icon, label, metric, format, previousLabel }: StatCardProps) {
  return (
    <div className="rounded-lg border border-line bg-white p-5 shadow-sm" role="group" aria-label={label}>
      <div className="flex items-center gap-2 text-sm text-muted">
        <Icon className="h-4 w-4" aria-hidden="true" />
        {label}
      </div>
      {metric === undefined ? (
        <>
          <div className="mt-3 h-8 w-24 animate-pulse rounded bg-gray-200" aria-hidden="true" />
          <div className="mt-3 h-4 w-32 animate-pulse rounded bg-gray-200" aria-hidden="true" />
        </>
      ) : (
        <>
          <p className="mt-2 text-2xl font-semibold tabular-nums xl:text-3xl">{format(metric.value)}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
            <ChangeBadge metric={metric} />
            <span>
              vs {format(metric.previous)} {previousLabel}
            </span>
          </p>
        </>
      )}
    </div>
  );
}
