import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { NAV_ITEMS } from './nav-items';

interface SidebarProps {
  /** Below the desktop breakpoint the sidebar is a drawer, shown only when open. */
  open: boolean;
  onClose: () => void;
}

export const SIDEBAR_ID = 'admin-sidebar';
export const MENU_BUTTON_ID = 'admin-menu-button';

/** The sections of the admin area: a fixed column on desktops, a drawer on tablets and phones. */
export function Sidebar({ open, onClose }: SidebarProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const aside = asideRef.current;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      // Focus inside the drawer would be lost when it hides: give it back to the menu button.
      if (aside?.contains(document.activeElement)) document.getElementById(MENU_BUTTON_ID)?.focus();
    };
  }, [open, onClose]);

  return (
    <>
      {open && <div className="fixed inset-0 z-30 bg-black/40 lg:hidden" onClick={onClose} aria-hidden="true" />}
      <aside
        ref={asideRef}
        id={SIDEBAR_ID}
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-line bg-white transition-transform duration-200 ease-out',
          'lg:visible lg:sticky lg:top-0 lg:h-screen lg:w-60 lg:translate-x-0',
          open ? 'visible translate-x-0' : 'invisible -translate-x-full',
        )}
      >
        <div className="flex h-14 items-center justify-between border-b border-line px-4 lg:hidden">
          <span className="text-sm font-semibold">Menu</span>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="rounded-lg p-2 text-muted hover:bg-surface hover:text-ink"
            aria-label="Close menu"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Admin sections" className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  onClick={onClose}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors duration-150',
                      isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-surface',
                    )
                  }
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </>
  );
}
