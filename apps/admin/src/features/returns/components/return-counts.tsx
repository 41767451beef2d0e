import { Link } from 'react-router';
import { RETURN_STATUSES, RETURN_STATUS_LABELS, type ReturnCounts, type ReturnStatus } from '@shopwright/shared/returns';
import { cn } from '../../../lib/cn';

/** The states staff act on first, then the settled ones. */
const ORDER: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'refunded', 'credited', 'exchanged', 'rejected', 'cancelled'];

interface ReturnCountsProps {
  counts: ReturnCounts | undefined;
  /** The status filtered on now (the inbox), to mark its pill as current. */
  current?: ReturnStatus;
  /** Only states with returns (the dashboard), or all of them (the inbox). */
  hideEmpty?: boolean;
}

/** Returns per status as links to the inbox filtered on that status; 44 px pills. */
export function ReturnCountPills({ counts, current, hideEmpty = false }: ReturnCountsProps) {
  if (!counts) {
    return <div className="h-11 w-full max-w-xl animate-pulse rounded-lg bg-gray-200" aria-hidden="true" />;
  }
  const statuses = ORDER.filter((s) => RETURN_STATUSES.includes(s) && (!hideEmpty || counts.counts[s] > 0 || s === 'requested'));
  return (
    // One row that scrolls sideways on phones, wrapping from tablets on.
    <ul
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      aria-label="Returns by status"
    >
      <li className="shrink-0">
        <Pill to="/returns" active={!current && !hideEmpty} label="All" count={RETURN_STATUSES.reduce((n, s) => n + counts.counts[s], 0)} />
      </li>
      {statuses.map((s) => (
        <li key={s} className="shrink-0">
          <Pill to={`/returns?status=${s}`} active={current === s} label={RETURN_STATUS_LABELS[s]} count={counts.counts[s]} />
        </li>
      ))}
    </ul>
  );
}

function Pill({ to, active, label, count }: { to: string; active: boolean; label: string; count: number }) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors duration-150',
        active ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-line bg-white text-ink hover:bg-surface',
      )}
    >
      {label}
      <span
        className={cn('rounded-full px-2 py-0.5 text-xs tabular-nums', active ? 'bg-brand-600 text-white' : 'bg-gray-100 text-gray-700')}
      >
        {count}
      </span>
    </Link>
  );
}
