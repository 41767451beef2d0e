import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../components/page-header';
import { useSupportSummary } from '../features/support/api/tickets';
import { cn } from '../lib/cn';

/** `/admin/support/*`: contact tickets and the error reports sent from the storefront. */
export function SupportLayout() {
  const summary = useSupportSummary().data;
  const tabs = [
    { to: '/support', label: 'Tickets', count: summary?.open_tickets, countLabel: 'open', end: true },
    { to: '/support/error-reports', label: 'Error reports', count: summary?.unresolved_error_reports, countLabel: 'unresolved', end: false },
  ];
  return (
    <>
      <PageHeader title="Support" description="Answer contact messages and follow up on errors shoppers reported." />
      <nav aria-label="Support sections" className="mb-6 border-b border-line">
        <ul className="-mb-px flex gap-4 overflow-x-auto">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  cn('inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-1 py-2 text-sm font-medium', isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink')
                }
              >
                {tab.label}
                {tab.count ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                    {tab.count}
                    <span className="sr-only"> {tab.countLabel}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}

export { SupportLayout as Component };
