import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { CardLabels } from '../components/product/card-labels';
import { AuthDialogs } from '../features/auth/auth-dialogs';
import { useAuth } from '../lib/session/auth-provider';
import { ContactDialog } from '../features/contact/contact-dialog';
import { useDialogActions } from '../lib/dialogs';
import { Footer } from '../features/footer/footer';
import { NavigationLoading } from '../features/loading/navigation-loading';
import { Navbar } from '../features/navigation/navbar';
import { useRootData } from '../root';
import { escapedBeforeStart } from '../lib/defer-boot';
import { FALLBACK_SETTINGS } from '../lib/shop-settings';
import type { Route } from './+types/shop-layout';
import { lazyPart } from '../components/ui/lazy-part';
import { useT } from '../lib/i18n';
import { MarketSuggestion } from '../components/market/market-suggestion';

// Error screens are rare: rendered in full on the server, their code loads only when one shows.
const RouteErrorScreen = lazyPart(() => import('../features/errors/route-error-screen').then((m) => m.RouteErrorScreen));

let loginPromptShown = false;

/**
 * Opens the login dialog when the shop starts signed out: once per page load, unless the shopper
 * already pressed Escape while the page was starting (ADR 012). A component of its own, so the
 * session becoming known re-renders only it, not the whole frame.
 */
function LoginPromptOnStart() {
  const { ready, isAuthenticated } = useAuth();
  const { show } = useDialogActions();
  useEffect(() => {
    if (!ready || loginPromptShown) return;
    loginPromptShown = true;
    if (isAuthenticated) return;
    // In a task of its own: a modal dialog's first layout (the rest of the page turns inert) took
    // ~300 ms at a phone's 4x slowdown, and added to hydration's last task it made one long block.
    setTimeout(() => {
      if (!escapedBeforeStart()) show('login');
    }, 0);
  }, [ready, isAuthenticated, show]);
  return null;
}

function ShopFrame({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const settings = root?.settings ?? FALLBACK_SETTINGS;
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <CardLabels />
      <a href="#main" className="skip-link">
        {t('layout.skip')}
      </a>
      <MarketSuggestion />
      <Navbar shopName={settings.shop_name} categories={root?.categories ?? []} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer settings={settings} />
      <AuthDialogs shopName={settings.shop_name} />
      <ContactDialog />
    </div>
  );
}

export default function ShopLayout() {
  return (
    <ShopFrame>
      <LoginPromptOnStart />
      <NavigationLoading />
      <Outlet />
    </ShopFrame>
  );
}

/** A failing page keeps the navigation and footer around the error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ShopFrame>
      <RouteErrorScreen error={error} />
    </ShopFrame>
  );
}
