import { Link } from '../components/ui/link';
import type { Route } from './+types/checkout';
import { ShoppingBag } from 'lucide';
import { ApiError } from '@shopwright/shared/http';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { useAuth } from '../lib/session/auth-provider';
import { useCart } from '../lib/cart/cart-provider';
import { SignInPrompt } from '../features/auth/sign-in-prompt';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { useCheckout } from '../features/checkout/use-checkout';
import { useStayAfterSignIn } from '../features/checkout/use-stay-after-sign-in';
import { useStripeReturn } from '../features/checkout/stripe-return';
import { LoadError, PageSkeleton } from '../features/orders/components/load-states';
import { pageMeta } from '../lib/seo';
import { metaT, useT, type Translator } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: metaT(matches)('checkoutPage.title'), description: metaT(matches)('checkoutPage.metaDescription') }),
  { name: 'robots', content: 'noindex' },
];

const emptyCart = (t: Translator) => (
  <EmptyState
    icon={ShoppingBag}
    title={t('cart.emptyTitle')}
    text={t('checkoutPage.emptyText')}
    action={
      <Link to="/products" className={buttonClass('primary')}>
        {t('checkoutPage.browse')}
      </Link>
    }
  />
);

/** `/checkout`: address, delivery, review and payment for the signed-in shopper's cart. */
export default function CheckoutRoute() {
  const { ready, isAuthenticated } = useAuth();
  const cart = useCart();
  useStayAfterSignIn(ready, isAuthenticated);
  useStripeReturn(ready && isAuthenticated);
  const checkout = useCheckout();
  const t = useT();
  if (!ready || (isAuthenticated && !cart.loaded)) return <PageSkeleton rows={4} label={t('checkoutPage.loading')} />;
  if (!isAuthenticated) return <SignInPrompt text={t('checkoutPage.signIn')} />;
  const emptied = checkout.quote.error instanceof ApiError && checkout.quote.error.status === 409;
  if (cart.items.length === 0 || emptied) return emptyCart(t);
  if (checkout.quote.isError && !checkout.quote.data)
    return <LoadError error={checkout.quote.error} onRetry={() => void checkout.quote.refetch()} />;
  return (
    <div className="container-page py-10">
      <Breadcrumbs items={[{ label: t('checkoutPage.cart'), to: '/cart' }, { label: t('checkoutPage.title') }]} />
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">{t('checkoutPage.title')}</h1>
      <div className="mt-8">
        <CheckoutPage checkout={checkout} />
      </div>
    </div>
  );
}
