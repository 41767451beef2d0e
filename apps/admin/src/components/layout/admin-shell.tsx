import { useCallback, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

interface AdminShellProps {
  shopName: string | undefined;
  admin: { name: string; email: string };
  onSignOut: () => void;
  signingOut: boolean;
  children: ReactNode;
}

/** Sidebar, top bar and the page; a thin bar shows while the next page's code loads. */
export function AdminShell({ shopName, admin, onSignOut, signingOut, children }: AdminShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const navigating = useNavigation().state !== 'idle';
  return (
    <div className="min-h-screen bg-surface lg:flex">
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      {navigating && <div className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600" aria-hidden="true" />}
      <Sidebar open={menuOpen} onClose={closeMenu} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          shopName={shopName}
          admin={admin}
          menuOpen={menuOpen}
          onMenu={() => setMenuOpen(true)}
          onSignOut={onSignOut}
          signingOut={signingOut}
        />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 p-4 sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
