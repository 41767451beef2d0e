import { useState } from 'react';
import { Link, NavLink } from '../../components/ui/link';
import { Heart, Menu, Search, ShoppingCart, X } from 'lucide';
import { Icon } from '../../components/ui/icon';
import type { MenuCategory } from '../../lib/categories';
import { cn } from '../../lib/cn';
import { CategoriesMenu } from './categories-menu';
import { lazyPart } from '../../components/ui/lazy-part';
import { SearchBox } from './search-box';
import { useNavActions } from './use-nav-actions';
import { useT } from '../../lib/i18n';

// Opened by a tap on phones only: loads then.
const MobileMenu = lazyPart(() => import('./mobile-menu').then((m) => m.MobileMenu));

type NavActions = ReturnType<typeof useNavActions>;

/**
 * Login and Sign Up for guests, Account and Logout when signed in, in one grid cell as wide as the
 * longer pair in the page's language. Both pairs are laid out there, the inactive one invisible
 * (plain text, hidden from assistive technology), so the bar neither moves when the session
 * becomes known nor overlaps its neighbours in a language whose labels are long.
 */
function AccountArea({ nav, active }: { nav: NavActions; active: (s: { isActive: boolean }) => string }) {
  const t = useT();
  const sizer = (labels: string[]) => (
    <span className="invisible col-start-1 row-start-1 flex gap-1" aria-hidden="true">
      {labels.map((label, i) => (
        <span key={i} className="nav-link whitespace-nowrap">
          {label}
        </span>
      ))}
    </span>
  );
  return (
    <div className="hidden grid-cols-1 items-center md:grid" data-testid="account-area">
      {sizer([t('nav.login'), t('nav.signUp')])}
      {sizer([t('nav.account'), t('nav.logout')])}
      <div className="col-start-1 row-start-1 flex items-center justify-end gap-1 whitespace-nowrap">
        {!nav.sessionKnown ? (
          <span className="h-9 w-full animate-pulse rounded-lg bg-surface" aria-hidden="true" data-testid="account-placeholder" />
        ) : nav.isAuthenticated ? (
          <>
            <NavLink to="/account" className={active}>
              {t('nav.account')}
            </NavLink>
            <button type="button" className="nav-link" onClick={nav.logout}>
              {t('nav.logout')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="nav-link" onClick={nav.openLogin}>
              {t('nav.login')}
            </button>
            <button type="button" className="nav-link bg-brand-600 text-white hover:bg-brand-700 hover:text-white" onClick={nav.openSignup}>
              {t('nav.signUp')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/** The shop's navigation bar, collapsing into a menu on phones. */
export function Navbar({ shopName, categories }: { shopName: string; categories: MenuCategory[] }) {
  const nav = useNavActions();
  const [mobileOpen, setMobileOpen] = useState(false);
  // Tablets (md to lg) have no room for the search box in the bar: a button opens it in a row below.
  const [tabletSearchOpen, setTabletSearchOpen] = useState(false);
  const t = useT();
  const active = ({ isActive }: { isActive: boolean }) => cn('nav-link', isActive && 'text-brand-700');

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <nav className="container-page flex h-16 items-center gap-2" aria-label={t('nav.main')}>
        {/* On tablets the name gives its room to the links (the logo still names the shop). */}
        <Link
          to="/"
          className="mr-4 flex min-h-11 min-w-11 shrink-0 md:max-lg:mr-0 items-center justify-center gap-2 rounded-lg text-lg font-semibold tracking-tight"
        >
          <img src="/favicon.svg" alt={t('nav.logo', { shop: shopName })} width={28} height={28} />
          <span className="md:max-lg:sr-only">{shopName}</span>
        </Link>
        <div className="hidden shrink-0 items-center gap-1 md:flex">
          <NavLink to="/" end className={active}>
            {t('nav.home')}
          </NavLink>
          <CategoriesMenu categories={categories} />
          <NavLink to="/contact" className={active} onClick={nav.openContact}>
            {t('nav.contact')}
          </NavLink>
        </div>
        {/* The one part that gives way when a language's labels are long. */}
        <SearchBox className="ml-auto hidden w-full min-w-0 max-w-xs lg:block" />
        <div className="ml-auto flex shrink-0 items-center gap-1 lg:ml-2">
          <AccountArea nav={nav} active={active} />
          <button
            type="button"
            className="nav-link hidden p-3 md:block lg:hidden"
            aria-expanded={tabletSearchOpen}
            aria-controls="tablet-search"
            aria-label={tabletSearchOpen ? t('nav.closeSearch') : t('nav.searchProducts')}
            onClick={() => setTabletSearchOpen((o) => !o)}
          >
            {tabletSearchOpen ? <Icon node={X} className="h-5 w-5" /> : <Icon node={Search} className="h-5 w-5" />}
          </button>
          <NavLink to="/wishlist" className="nav-link p-3 lg:p-2" onClick={nav.gated('wishlist')} aria-label={t('nav.wishlist')}>
            <Icon node={Heart} className="h-5 w-5" />
          </NavLink>
          <NavLink
            to="/cart"
            className="nav-link relative p-3 lg:p-2"
            onClick={nav.gated('cart')}
            aria-label={nav.cartCount === null ? t('nav.cart') : t('nav.cartItems', { count: nav.cartCount })}
          >
            <Icon node={ShoppingCart} className="h-5 w-5" />
            {nav.cartCount === null ? (
              <span
                className="absolute -right-0.5 -top-0.5 h-5 w-5 rounded-full bg-line"
                aria-hidden="true"
                data-testid="cart-badge-placeholder"
              />
            ) : (
              <span
                className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-semibold text-white"
                data-testid="cart-badge"
              >
                {nav.cartCount}
              </span>
            )}
          </NavLink>
          <button
            type="button"
            className="nav-link p-3 md:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <Icon node={X} className="h-5 w-5" /> : <Icon node={Menu} className="h-5 w-5" />}
          </button>
        </div>
      </nav>
      {tabletSearchOpen && (
        <div id="tablet-search" className="hidden border-t border-line bg-white py-3 md:block lg:hidden">
          <SearchBox className="container-page" autoFocus onNavigate={() => setTabletSearchOpen(false)} />
        </div>
      )}
      {mobileOpen && <MobileMenu categories={categories} nav={nav} onNavigate={() => setMobileOpen(false)} />}
    </header>
  );
}
