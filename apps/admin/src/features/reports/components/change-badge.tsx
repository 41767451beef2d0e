import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { Metric } from '@shopwright/shared/admin';
import { cn } from '../../../lib/cn';

/** The change from the period before: green up, red down, grey flat; "new" when there was nothing before. */
export function ChangeBadge({ metric }: { metric: Metric }) {
  const { change } = metric;
  const Icon = change === null || change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  const tone =
    change === null || change > 0 ? 'bg-green-50 text-green-700' : change < 0 ? 'bg-red-50 text-red-700' : 'bg-gray-100 text-gray-700';
  const text = change === null ? 'New' : `${change > 0 ? '+' : ''}${change.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
  const spoken =
    change === null ? 'up from nothing' : change > 0 ? `up ${change}%` : change < 0 ? `down ${Math.abs(change)}%` : 'unchanged';
  return (
    <span className={cn('inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-medium tabular-nums', tone)}>
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}
