import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { data, useLoaderData } from 'react-router';
import { Link } from '../components/ui/link';
import { ShoppingBag } from 'lucide';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import type { Profile } from '@shopwright/shared/users';
import { sessionCookieToken } from '@shopwright/shared/http';
import { Button, buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { useAuth } from '../lib/session/auth-provider';
import { SignInPrompt } from '../features/auth/sign-in-prompt';
import { CartLine } from '../features/cart/components/cart-line';
import { cartTotals, useCart } from '../lib/cart/cart-provider';
import { tokenStore } from '../lib/api';
import { serverCall } from '../lib/server-api';
import { seedProfile } from '../lib/session/profile';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/cart';
import { metaT, useT } from '../lib/i18n';
import { useRootData } from '../root';
import { FALLBACK_SETTINGS } from '../lib/shop-settings';
import { usePageCurrency } from '../lib/market';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: metaT(matches)('cart.title'), description: metaT(matches)('cart.metaDescription') }),
  { name: 'robots', content: 'noindex' },
];

/**
 * A remembered shopper's profile and cart, read with the session cookie's token (ADR 014): the
 * lines and their pictures are in the HTML instead of waiting for the page's code and
 * `GET users/me`. Without the cookie, or when the API refuses its token, the page is the guest's
 * (kept and shared like any page) and the browser reads the cart itself, as before.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = sessionCookieToken(request.headers.get('cookie'));
  const profile: Profile | null = token ? await serverCall(context, token)('GET users/me').catch(() => null) : null;
  // `Vary: Cookie` tells the page cache the guest copy is not for cookie holders; `private,
  // no-store` keeps a shopper's copy out of every cache.
  return data({ profile }, { headers: profile ? { Vary: 'Cookie', 'Cache-Control': 'private, no-store' } : { Vary: 'Cookie' } });
}

/** In the browser (a link to the cart) the cart is already in the query cache: no server round trip. */
export const clientLoader = () => ({ profile: null });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * The server's profile goes into the query cache before the session is first read (a child's
 * effect runs before the auth provider's), so hydration does not ask `users/me` again; only when
 * the browser's stored token is the cookie's (the one the server used).
 */
function useServerProfile(profile: Profile | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!profile || tokenStore.get()?.access !== sessionCookieToken(document.cookie)) return;
    seedProfile(client, profile);
  }, [client, profile]);
}

export default function CartPage() {
  const { profile: rendered } = useLoaderData<typeof loader>();
  const { ready, isAuthenticated, user } = useAuth();
  const live = useCart();
  const settings = useRootData()?.settings ?? FALLBACK_SETTINGS;
  const t = useT();
  const currency = usePageCurrency();
  useServerProfile(rendered);
  // Rendered for the session cookie: the server's cart until the browser has read its session.
  const serverCart = ready ? undefined : rendered?.cart;
  const cart = serverCart ? cartTotals(serverCart) : live;
  // Until the session and the cart are known (the tokens are in the browser): a placeholder as tall
  // as the screen, so the footer is not in view and nothing moves when the lines arrive (an empty
  // list first pushed the summary down: a layout shift of 0.22).
  if (!serverCart && (!ready || (isAuthenticated && !user))) return <div className="container-page min-h-screen py-10" aria-busy="true" />;
  if (!serverCart && !isAuthenticated) return <SignInPrompt text={t('cart.signIn')} />;
  if (cart.items.length === 0) {
    return (
      <EmptyState
        icon={ShoppingBag}
        title={t('cart.emptyTitle')}
        text={t('cart.emptyText')}
        action={
          <Link to="/products" className={buttonClass('primary')}>
            {t('common.continueShopping')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="container-page min-h-screen py-10">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight">{t('cart.title')}</h1>
        <Button variant="ghost" onClick={() => void live.clearCart()} disabled={cart.items.length === 0}>
          {t('cart.clear')}
        </Button>
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_320px]">
        <ul className="divide-y divide-line border-y border-line" aria-label={t('cart.items')}>
          {cart.items.map((item) => (
            <CartLine key={`${item.product.id}-${item.color ?? ''}-${item.size ?? ''}`} item={item} />
          ))}
        </ul>
        <aside className="h-fit rounded-2xl border border-line bg-surface p-6 lg:sticky lg:top-24" aria-label={t('checkout.orderSummary')}>
          <h2 className="text-lg font-semibold">{t('cart.summary')}</h2>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted">{t('cart.itemsLabel')}</dt>
              <dd data-testid="cart-total-items">{cart.totalItems}</dd>
            </div>
            <div className="flex justify-between text-base font-semibold">
              <dt>{t('common.subtotal')}</dt>
              <dd data-testid="cart-subtotal">{formatMoneyIn(cart.totalPrice, currency, t.lang)}</dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-muted">{settings.prices_include_tax ? t('cart.inclVatNote') : t('cart.taxNote')}</p>
          <Link to="/checkout" className={buttonClass('primary', 'mt-6 w-full')}>
            {t('cart.checkout')}
          </Link>
          <Link to="/products" className="mt-3 block text-center text-sm text-brand-600 hover:underline">
            {t('common.continueShopping')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
