import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';

export interface SectionTab {
  to: string;
  label: string;
  /** Only active on exactly this path (the section's index tab). */
  end: boolean;
  /** A number worth attention (open tickets, say), shown as a pill when above zero. */
  count?: number;
  /** What the count counts, for screen readers ("open"). */
  countLabel?: string;
}

/** The tabs under a section's page header (Settings, Marketing, Support), each a child route. */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs scroll sideways: bring the current one into view rather than cut it off.
  useEffect(() => {
    const ul = list.current;
    const current = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!ul || !current) return;
    const tab = current.getBoundingClientRect();
    const box = ul.getBoundingClientRect();
    if (tab.right > box.right) ul.scrollLeft += tab.right - box.right;
    else if (tab.left < box.left) ul.scrollLeft -= box.left - tab.left;
  }, [pathname]);
  return (
    <nav aria-label={label} className="mb-6 border-b border-line">
      <ul ref={list} className="-mb-px flex gap-4 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-1 py-2 text-sm font-medium',
                  isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink',
                )
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
  );
}
