import { useState } from 'react';
import { DollarSign, Receipt, ShoppingBag, UserPlus } from 'lucide-react';
import { DASHBOARD_PERIODS, type Dashboard, type DashboardPeriod } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { cn } from '../../../lib/cn';
import { StatCard } from './stat-card';

const count = (n: number) => n.toLocaleString('en-US');

/** Revenue, orders, average order value and new customers of today, 7 or 30 days, with their change. */
export function PeriodStats({ dashboard }: { dashboard: Dashboard | undefined }) {
  const [key, setKey] = useState<DashboardPeriod>('last_7_days');
  const period = DASHBOARD_PERIODS.find((p) => p.key === key)!;
  const stats = dashboard?.periods[key];
  const money = (v: number) => formatMoney(v, dashboard?.currency);
  return (
    <section aria-labelledby="sales-stats" className="mb-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="sales-stats" className="text-base font-semibold">
          Sales
        </h2>
        <div role="radiogroup" aria-label="Period" className="inline-flex rounded-lg border border-line bg-white p-0.5 shadow-sm">
          {DASHBOARD_PERIODS.map((p) => (
            <button
              key={p.key}
              type="button"
              role="radio"
              aria-checked={p.key === key}
              onClick={() => setKey(p.key)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors duration-150',
                p.key === key ? 'bg-brand-600 text-white' : 'text-muted hover:text-ink',
              )}
            >
              {p.label}
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard icon={DollarSign} label="Revenue" metric={stats?.revenue} format={money} previousLabel={period.previous} />
        <StatCard icon={ShoppingBag} label="Orders" metric={stats?.orders} format={count} previousLabel={period.previous} />
        <StatCard
          icon={Receipt}
          label="Average order value"
          metric={stats?.average_order_value}
          format={money}
          previousLabel={period.previous}
        />
        <StatCard icon={UserPlus} label="New customers" metric={stats?.new_customers} format={count} previousLabel={period.previous} />
      </div>
    </section>
  );
}
