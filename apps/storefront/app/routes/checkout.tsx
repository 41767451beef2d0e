import { Link } from '../components/ui/link';
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

export const meta = () => [
  ...pageMeta({ title: 'Checkout', description: 'Enter your address, choose delivery and pay.' }),
  { name: 'robots', content: 'noindex' },
];

const emptyCart = (
  <EmptyState
    icon={ShoppingBag}
    title="Your cart is empty"
    text="Add something to your cart before checking out."
    action={
      <Link to="/products" className={buttonClass('primary')}>
        Browse products
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
  if (!ready || (isAuthenticated && !cart.loaded)) return <PageSkeleton rows={4} label="Loading checkout" />;
  if (!isAuthenticated) return <SignInPrompt text="Sign in to check out. You will come straight back here." />;
  const emptied = checkout.quote.error instanceof ApiError && checkout.quote.error.status === 409;
  if (cart.items.length === 0 || emptied) return emptyCart;
  if (checkout.quote.isError && !checkout.quote.data)
    return <LoadError error={checkout.quote.error} onRetry={() => void checkout.quote.refetch()} />;
  return (
    <div className="container-page py-10">
      <Breadcrumbs items={[{ label: 'Cart', to: '/cart' }, { label: 'Checkout' }]} />
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">Checkout</h1>
      <div className="mt-8">
        <CheckoutPage checkout={checkout} />
      </div>
    </div>
  );
}
