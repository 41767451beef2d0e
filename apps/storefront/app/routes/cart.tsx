import { Link } from '../components/ui/link';
import { ShoppingBag } from 'lucide';
import { formatMoney } from '@shopwright/shared/money';
import { Button, buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { useAuth } from '../lib/session/auth-provider';
import { SignInPrompt } from '../features/auth/sign-in-prompt';
import { CartLine } from '../features/cart/cart-line';
import { useCart } from '../lib/cart/cart-provider';
import { pageMeta } from '../lib/seo';

export const meta = () => [...pageMeta({ title: 'Your cart', description: 'The products in your shopping cart.' }), { name: 'robots', content: 'noindex' }];

export default function CartPage() {
  const { ready, isAuthenticated, user } = useAuth();
  const cart = useCart();
  // Until the session and the cart are known (the tokens are in the browser): a placeholder as tall
  // as the screen, so the footer is not in view and nothing moves when the lines arrive (an empty
  // list first pushed the summary down: a layout shift of 0.22).
  if (!ready || (isAuthenticated && !user)) return <div className="container-page min-h-screen py-10" aria-busy="true" />;
  if (!isAuthenticated) return <SignInPrompt text="Sign in to see your cart." />;
  if (user && cart.items.length === 0) {
    return (
      <EmptyState
        icon={ShoppingBag}
        title="Your cart is empty"
        text="Find something you like and add it to your cart."
        action={<Link to="/products" className={buttonClass('primary')}>Continue shopping</Link>}
      />
    );
  }
  return (
    <div className="container-page min-h-screen py-10">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight">Your cart</h1>
        <Button variant="ghost" onClick={() => void cart.clearCart()} disabled={cart.items.length === 0}>
          Clear cart
        </Button>
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_320px]">
        <ul className="divide-y divide-line border-y border-line" aria-label="Cart items">
          {cart.items.map((item) => (
            <CartLine key={`${item.product.id}-${item.color ?? ''}-${item.size ?? ''}`} item={item} />
          ))}
        </ul>
        <aside className="h-fit rounded-2xl border border-line bg-surface p-6 lg:sticky lg:top-24" aria-label="Order summary">
          <h2 className="text-lg font-semibold">Summary</h2>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted">Items</dt>
              <dd data-testid="cart-total-items">{cart.totalItems}</dd>
            </div>
            <div className="flex justify-between text-base font-semibold">
              <dt>Subtotal</dt>
              <dd data-testid="cart-subtotal">{formatMoney(cart.totalPrice)}</dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-muted">Shipping and tax are calculated at checkout.</p>
          <Link to="/checkout" className={buttonClass('primary', 'mt-6 w-full')}>
            Proceed to checkout
          </Link>
          <Link to="/products" className="mt-3 block text-center text-sm text-brand-600 hover:underline">
            Continue shopping
          </Link>
        </aside>
      </div>
    </div>
  );
}
