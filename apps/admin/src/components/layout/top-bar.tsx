import { ExternalLink, LogOut, Menu } from 'lucide-react';
import { Button } from '../ui/button';
import { MENU_BUTTON_ID, SIDEBAR_ID } from './sidebar';

interface TopBarProps {
  /** Undefined while the settings load. */
  shopName: string | undefined;
  admin: { name: string; email: string };
  menuOpen: boolean;
  onMenu: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The shop's name, a way back to the shop, and the signed-in admin with sign-out. */
export function TopBar({ shopName, admin, menuOpen, onMenu, onSignOut, signingOut }: TopBarProps) {
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-line bg-white px-4 sm:px-6">
      <button
        id={MENU_BUTTON_ID}
        type="button"
        onClick={onMenu}
        className="rounded-lg p-2 text-ink hover:bg-surface lg:hidden"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls={SIDEBAR_ID}
      >
        <Menu className="h-5 w-5" aria-hidden="true" />
      </button>
      <p className="min-w-0 truncate text-base font-semibold">
        {shopName ?? <span className="inline-block h-4 w-24 animate-pulse rounded bg-gray-200 align-middle" aria-hidden="true" />}
        <span className="ml-2 font-normal text-muted">Admin</span>
      </p>
      <div className="ml-auto flex items-center gap-3">
        <a href="/" className="hidden items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline md:inline-flex">
          View shop
          <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
        </a>
        <div className="hidden text-right leading-tight sm:block">
          <p className="text-sm font-medium">{admin.name}</p>
          <p className="text-xs text-muted">{admin.email}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onSignOut} loading={signingOut}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sign out
        </Button>
      </div>
    </header>
  );
}
