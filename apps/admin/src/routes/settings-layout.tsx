import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../components/page-header';
import { cn } from '../lib/cn';

const TABS = [
  { to: '/settings', label: 'General', end: true },
  { to: '/settings/admins', label: 'Admin users', end: false },
  { to: '/settings/audit-log', label: 'Audit log', end: false },
];

/** `/admin/settings/*`: the shop's settings, its admins and the record of their changes. */
export function SettingsLayout() {
  return (
    <>
      <PageHeader title="Settings" />
      <nav aria-label="Settings sections" className="mb-6 border-b border-line">
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

export { SettingsLayout as Component };
