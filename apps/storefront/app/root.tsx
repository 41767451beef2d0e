import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type LinksFunction } from 'react-router';
import { CATEGORIES_CACHE_MS, TOAST_DURATION_MS } from '@shopwright/shared/constants';
import { ZOD_JITLESS_SCRIPT } from '@shopwright/shared/zod-jitless';
import type { Route } from './+types/root';
import { AuthProvider } from './lib/session/auth-provider';
import { CartProvider } from './lib/cart/cart-provider';
import { SavedProductsProvider } from './lib/wishlist/saved-products';
import { DialogsProvider } from './lib/dialogs';
import { Toasts } from './components/ui/toasts';
import { serverCall } from './lib/server-api';
import { makeQueryClient } from './lib/query-client';
import { markPageHydrated } from './lib/use-hydrated';
import { replayHeldActions } from './lib/defer-boot';
import { FALLBACK_SETTINGS, type ShopSettings } from './lib/shop-settings';
import { toMenuCategory, type MenuCategory } from './lib/categories';
import './app.css';
import { lazyPart } from './components/ui/lazy-part';
import { LinkNavigation } from './components/ui/link';
import { DEFAULT_LANG } from '@shopwright/shared/i18n';
import { LanguageProvider } from './lib/i18n';
import { contextLang } from './lib/load-context';
import { PRIMARY_MARKET } from './lib/market';

// Error screens are rare: rendered in full on the server, their code loads only when one shows.
const RouteErrorScreen = lazyPart(() => import('./features/errors/route-error-screen').then((m) => m.RouteErrorScreen));

export const links: LinksFunction = () => [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }];

/** Shop-wide data every page needs, rendered on the server: settings and the category menu. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverCall(context);
  // A page still renders when these fail: with the fallback settings and an empty menu.
  const [settings, categories] = await Promise.all([
    api('GET settings').catch((): ShopSettings => ({ ...FALLBACK_SETTINGS, shop_name: context.shopName ?? FALLBACK_SETTINGS.shop_name })),
    api('GET products/categories').then(
      (list) => list.map(toMenuCategory),
      (): MenuCategory[] => [],
    ),
  ]);
  // The shop's own address (as the visitor reached it), for absolute canonical links; the page's
  // language, which the browser then reads from here (the hydrated page says what the server said).
  // The market of the path (issue 27): its code for the catalog's reads, its prefix for links, and
  // the other markets and languages (only when there are several: every page carries them).
  const market = context.market ?? PRIMARY_MARKET;
  const several = (context.markets?.length ?? 0) > 1;
  return {
    settings,
    categories,
    origin: new URL(request.url).origin,
    lang: contextLang(context),
    market,
    marketLang: context.lang ?? DEFAULT_LANG,
    basename: context.basename ?? '',
    markets: several ? (context.markets ?? []) : [],
  };
}

let rootLoadedAt = Date.now();
/** Settings and categories are reloaded at most every 5 minutes (the categories are cached that long). */
export function shouldRevalidate() {
  if (Date.now() - rootLoadedAt < CATEGORIES_CACHE_MS) return false;
  rootLoadedAt = Date.now();
  return true;
}

export type RootData = Awaited<ReturnType<typeof loader>>;
export const useRootData = () => useRouteLoaderData<typeof loader>('root');

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const lang = data?.lang ?? DEFAULT_LANG;
  // Outside the primary market's default language, the browser's catalog reads ask for the page's
  // market and language (lib/market.ts reads these attributes).
  const inMarket = data && (!data.market.primary || data.basename) ? data : undefined;
  return (
    <html lang={lang} data-market={inMarket?.market.code} data-market-lang={inMarket?.marketLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        {/* Before any module: see packages/shared/src/zod-jitless (allowed by its hash, like every inline script). */}
        <script dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <LanguageProvider lang={lang}>{children}</LanguageProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // One client per browser session; on the server one per request (never shared between users).
  const [queryClient] = useState(makeQueryClient);
  // The root's effect runs after every effect below it in the first commit.
  useEffect(markPageHydrated, []);
  return (
    <QueryClientProvider client={queryClient}>
      <LinkNavigation />
      <DialogsProvider>
        <AuthProvider>
          <CartProvider>
            <SavedProductsProvider>
              <Outlet />
            </SavedProductsProvider>
          </CartProvider>
        </AuthProvider>
      </DialogsProvider>
      <Toasts
        position="top-center"
        toastOptions={{
          style: { whiteSpace: 'pre-line' },
          blank: { duration: TOAST_DURATION_MS.blank },
          error: { duration: TOAST_DURATION_MS.error },
          success: { duration: TOAST_DURATION_MS.success },
          loading: { duration: TOAST_DURATION_MS.loading },
        }}
      />
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // No session here (the providers are App's): held taps are done once this screen is hydrated.
  useEffect(() => {
    markPageHydrated();
    replayHeldActions();
  }, []);
  return (
    <>
      <RouteErrorScreen error={error} />
      <Toasts position="top-center" />
    </>
  );
}
