import type { Cart } from '@shopwright/shared/cart';
import type { CartItem } from '@shopwright/shared/users';
import type { GiftCardRecipient } from '@shopwright/shared/credit/gift-card-sale';

export type CartProduct = CartItem['product'];
export interface Variant {
  color?: string | null;
  size?: string | null;
  /** Known when added from a product page's chosen variant; the server's answer fills it in otherwise. */
  sku?: string | null;
  variantId?: number | null;
  /** A gift card's recipient (its product's add-to-cart requires one). */
  giftCard?: GiftCardRecipient;
}

export type CartAction =
  | { type: 'add'; product: CartProduct; quantity: number; variant: Variant }
  | { type: 'set'; productId: number; quantity: number; variant: Variant }
  | { type: 'remove'; productId: number; variant?: Variant }
  | { type: 'clear' };

const sameLine = (item: CartItem, productId: number, variant?: Variant) =>
  item.product.id === productId &&
  (!variant || ((item.color ?? null) === (variant.color ?? null) && (item.size ?? null) === (variant.size ?? null)));

/** The cart store's rules (spec section 4): adding an existing line increases it, else appends. */
export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const { product, quantity, variant } = action;
      if (items.some((i) => sameLine(i, product.id, variant))) {
        return items.map((i) => (sameLine(i, product.id, variant) ? { ...i, quantity: i.quantity + quantity } : i));
      }
      return [
        ...items,
        {
          product,
          quantity,
          color: variant.color ?? null,
          size: variant.size ?? null,
          sku: variant.sku ?? null,
          variant_id: variant.variantId ?? null,
          ...(variant.giftCard ? { gift_card: variant.giftCard } : {}),
        },
      ];
    }
    case 'set':
      return action.quantity <= 0
        ? items.filter((i) => !sameLine(i, action.productId, action.variant))
        : items.map((i) => (sameLine(i, action.productId, action.variant) ? { ...i, quantity: action.quantity } : i));
    case 'remove':
      return items.filter((i) => !sameLine(i, action.productId, action.variant));
    case 'clear':
      return [];
  }
}

/** Total items is the sum of quantities. */
export const totalItems = (items: CartItem[]): number => items.reduce((sum, i) => sum + i.quantity, 0);

/** Total price is the sum of sale_price x quantity, summed in cents to avoid float drift. */
export const totalPrice = (items: CartItem[]): number =>
  items.reduce((cents, i) => cents + Math.round(i.product.sale_price * 100) * i.quantity, 0) / 100;

/** A cart answer with one change applied locally (the optimistic cart until the server's answer replaces it). */
export function applyToCart(cart: Cart, action: CartAction): Cart {
  const items = cartReducer(cart.cart_items, action);
  return { ...cart, cart_items: items, total_items: totalItems(items), total_price: totalPrice(items), notices: [] };
}
