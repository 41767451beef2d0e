import { Link } from '../components/ui/link';
import type { Route } from './+types/wishlist';
import { Heart, ShoppingCart, Trash2 } from 'lucide';
import { Icon } from '../components/ui/icon';
import { Price } from '../components/product/price';
import { Button, buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { useAuth } from '../lib/session/auth-provider';
import { SignInPrompt } from '../features/auth/sign-in-prompt';
import { StockStatus } from '../features/product/stock-status';
import { useWishlist } from '../lib/wishlist/use-wishlist';
import { pageMeta } from '../lib/seo';
import { metaT, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: metaT(matches)('wishlistPage.title'), description: metaT(matches)('wishlistPage.metaDescription') }),
  { name: 'robots', content: 'noindex' },
];

export default function WishlistPage() {
  const { ready, isAuthenticated } = useAuth();
  const wishlist = useWishlist();
  const t = useT();
  if (!ready || (isAuthenticated && wishlist.isLoading)) return <div className="container-page py-12" aria-busy="true" />;
  if (!isAuthenticated) return <SignInPrompt text={t('wishlistPage.signIn')} />;
  if (wishlist.items.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={t('wishlistPage.emptyTitle')}
        text={t('wishlistPage.emptyText')}
        action={
          <Link to="/products" className={buttonClass('primary')}>
            {t('wishlistPage.discover')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-semibold tracking-tight">{t('wishlistPage.title')}</h1>
      <ul className="mt-8 divide-y divide-line border-y border-line" aria-label={t('wishlistPage.saved')}>
        {wishlist.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-4 py-5">
            <Link to={`/products/${item.slug}`} className="block shrink-0 overflow-hidden rounded-lg bg-surface">
              {item.image ? (
                <img src={item.image} alt="" width={96} height={96} className="h-24 w-24 object-cover" loading="lazy" />
              ) : (
                <span className="block h-24 w-24" />
              )}
            </Link>
            <div className="min-w-0 flex-1">
              <Link to={`/products/${item.slug}`} className="font-medium hover:underline">
                {item.name}
              </Link>
              <div className="mt-1">
                <Price price={item.price} salePrice={item.sale_price} discount={item.percentage_discount} currency={item.currency} />
              </div>
              <div className="mt-1">
                <StockStatus available={item.available} />
              </div>
            </div>
            <div className="flex gap-2">
              <Button onClick={() => wishlist.moveToCart(item.id)} disabled={!item.in_stock} loading={wishlist.pendingId === item.id}>
                <Icon node={ShoppingCart} className="h-4 w-4" /> {t('wishlistPage.moveToCart')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => wishlist.toggle(item.id)}
                aria-label={t('wishlist.removeNamed', { name: item.name })}
              >
                <Icon node={Trash2} className="h-4 w-4" /> {t('cartLine.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
