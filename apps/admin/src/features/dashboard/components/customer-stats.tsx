import { Link } from 'react-router';
import { Ban, UserPlus, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { CustomerSummary } from '@shopwright/shared/admin';
import { ErrorState } from '../../../components/ui/state-message';

interface CustomerStatsProps {
  summary: CustomerSummary | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border border-line bg-white p-5 shadow-sm">
      <div className="flex items-center gap-2 text-sm text-muted">
        <Icon className="h-4 w-4" aria-hidden="true" />
        {label}
      </div>
      {value === undefined ? (
        <div className="mt-3 h-8 w-16 animate-pulse rounded bg-gray-200" aria-hidden="true" />
      ) : (
        <p className="mt-2 text-3xl font-semibold tabular-nums">{value.toLocaleString('en-US')}</p>
      )}
    </div>
  );
}

/** The customer counts of the dashboard. */
export function CustomerStats({ summary, loading, error, onRetry }: CustomerStatsProps) {
  return (
    <section aria-labelledby="customer-stats" aria-busy={loading || undefined}>
      <div className="mb-3 flex items-center justify-between">
        <h2 id="customer-stats" className="text-base font-semibold">
          Customers
        </h2>
        <Link to="/customers" className="text-sm font-medium text-brand-700 hover:underline">
          View all customers
        </Link>
      </div>
      {error != null ? (
        <div className="rounded-lg border border-line bg-white p-6">
          <ErrorState error={error} onRetry={onRetry} />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Stat icon={Users} label="Total customers" value={summary?.total} />
          <Stat icon={UserPlus} label="New in the last 7 days" value={summary?.new_last_7_days} />
          <Stat icon={UserPlus} label="New in the last 30 days" value={summary?.new_last_30_days} />
          <Stat icon={Ban} label="Blocked" value={summary?.blocked} />
        </div>
      )}
    </section>
  );
}
