import { Link } from '../../components/ui/link';
import type { MenuCategory } from '../../lib/categories';
import { categoryParam } from '@shopwright/shared/catalog/names';
import type { useNavActions } from './use-nav-actions';
import { SearchBox } from './search-box';
import { useT } from '../../lib/i18n';
import { MarketPicker } from '../../components/market/market-picker';

const item = 'block rounded-lg px-3 py-2.5 text-base font-medium text-ink hover:bg-surface';

/** The collapsible phone menu: the same destinations as the bar. */
export function MobileMenu({
  categories,
  nav,
  onNavigate,
}: {
  categories: MenuCategory[];
  nav: ReturnType<typeof useNavActions>;
  onNavigate: () => void;
}) {
  const t = useT();
  return (
    <div id="mobile-menu" className="border-t border-line bg-white md:hidden">
      <SearchBox className="container-page pt-3" onNavigate={onNavigate} />
      <ul className="container-page space-y-1 py-3">
        <li>
          <Link to="/" className={item} onClick={onNavigate}>
            {t('nav.home')}
          </Link>
        </li>
        <li>
          <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted">{t('nav.categories')}</p>
          <ul className="grid grid-cols-2 gap-1">
            <li>
              <Link to="/products?category=all" className={item} onClick={onNavigate}>
                {t('nav.allCategories')}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link to={`/products?category=${categoryParam(c.name)}`} className={item} onClick={onNavigate}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <Link
            to="/wishlist"
            className={item}
            onClick={(e) => {
              nav.gated('wishlist')(e);
              onNavigate();
            }}
          >
            {t('nav.wishlist')}
          </Link>
        </li>
        <li>
          <Link to="/contact" className={item} onClick={onNavigate}>
            {t('nav.contact')}
          </Link>
        </li>
        {nav.isAuthenticated ? (
          <>
            <li>
              <Link to="/account" className={item} onClick={onNavigate}>
                {t('nav.account')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${item} w-full text-left`}
                onClick={() => {
                  onNavigate();
                  nav.logout();
                }}
              >
                {t('nav.logout')}
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <button
                type="button"
                className={`${item} w-full text-left`}
                onClick={() => {
                  onNavigate();
                  nav.openLogin();
                }}
              >
                {t('nav.login')}
              </button>
            </li>
            <li>
              <button
                type="button"
                className={`${item} w-full text-left`}
                onClick={() => {
                  onNavigate();
                  nav.openSignup();
                }}
              >
                {t('nav.signUp')}
              </button>
            </li>
          </>
        )}
        <li>
          <MarketPicker />
        </li>
      </ul>
    </div>
  );
}
