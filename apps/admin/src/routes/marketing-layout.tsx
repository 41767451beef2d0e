import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../components/page-header';
import { cn } from '../lib/cn';

/**
 * The sections of Marketing. Discount codes join as one more tab here, with its child route in
 * marketing-routes.ts.
 */
const TABS = [
  { to: '/marketing', label: 'Subscribers', end: true },
  { to: '/marketing/newsletters', label: 'Newsletters', end: false },
];

/** `/admin/marketing/*`: the newsletter's subscribers and the newsletters sent to them. */
export function MarketingLayout() {
  return (
    <>
      <PageHeader title="Marketing" description="Reach your customers: newsletter subscribers and the newsletters sent to them." />
      <nav aria-label="Marketing sections" className="mb-6 border-b border-line">
        <ul className="-mb-px flex gap-4 overflow-x-auto">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  cn('inline-block whitespace-nowrap border-b-2 px-1 py-2 text-sm font-medium', isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink')
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}

export { MarketingLayout as Component };
