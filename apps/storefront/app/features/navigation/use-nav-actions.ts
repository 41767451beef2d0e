import toast from '../../lib/toast';
import { useAuth } from '../../lib/session/auth-provider';
import { useCart } from '../../lib/cart/cart-provider';
import { useDialogActions } from '../../lib/dialogs';
import { clientT, type MessageKey } from '../../lib/i18n';

export const GATED_MESSAGES = {
  wishlist: 'nav.gated.wishlist',
  cart: 'nav.gated.cart',
} as const satisfies Record<string, MessageKey>;

/** The navigation's behaviour: gated links for guests, Contact as dialog or page, logout. */
export function useNavActions() {
  const { ready, isAuthenticated, logout } = useAuth();
  const cart = useCart();
  const dialogs = useDialogActions();

  /** Guests do not navigate to Wishlist or Cart: they see why (a fixed message) and get the login dialog. */
  const gated = (target: keyof typeof GATED_MESSAGES) => (event: React.MouseEvent) => {
    if (isAuthenticated) return;
    event.preventDefault();
    toast.error(clientT()(GATED_MESSAGES[target]));
    dialogs.show('login');
  };

  /** On a link to /contact: desktop gets the dialog instead; phones follow the link. */
  const openContact = (event: React.MouseEvent) => {
    if (window.matchMedia('(min-width: 768px)').matches) {
      event.preventDefault();
      dialogs.show('contact');
    }
  };

  return {
    /** The session is known only in the browser (tokens live in localStorage): until then the account area waits. */
    sessionKnown: ready,
    isAuthenticated,
    /** Total units (the cart's `total_items`: the sum of quantities), the same figure as the cart page; null while a signed-in cart loads. */
    cartCount: !ready || (isAuthenticated && !cart.loaded) ? null : cart.totalItems,
    gated,
    openContact,
    openLogin: () => dialogs.show('login'),
    openSignup: () => dialogs.show('signup'),
    logout: () => void logout(),
  };
}
