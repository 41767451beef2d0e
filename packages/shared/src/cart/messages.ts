/* The cart's texts and limits. No schemas here: the storefront's first load imports this file directly. */
import { rendered } from '../i18n/render';

/** The most units of one line (one product in one colour and size) a cart may hold. */
export const MAX_LINE_QUANTITY = 99;

/** The English templates of the parameterized texts below (catalog keys `cart.*`, packages/shared/src/i18n). */
export const CART_TEMPLATES = {
  onlyLeft: 'Only {left} left in stock.',
  onlyLeftInCart: 'Only {left} left in stock, and you already have {inCart} in your cart.',
  removedUnavailable: '"{name}" is no longer available and was removed from your cart.',
  removedSoldOut: '"{name}" is sold out and was removed from your cart.',
  lowered: 'Only {left} of "{name}" left in stock: your cart now holds {left}.',
} as const;
const T = CART_TEMPLATES;

/** Texts of the cart API's answers, field errors and notices. */
export const CART_MESSAGES = {
  productIdRequired: 'product_id is required',
  productIdInvalid: 'product_id must be a product id written as a string of digits, such as "12"',
  quantityInvalid: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  setQuantityInvalid: `Quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}`,
  optionInvalid: 'Colour and size must be text of at most 40 characters',
  chooseSize: 'Please choose a size',
  sizeUnavailable: 'This size is not available for this product.',
  colorUnavailable: 'This colour is not available for this product.',
  outOfStock: 'This product is out of stock.',
  onlyLeft: (left: number, inCart = 0) =>
    inCart > 0 ? rendered('cart.onlyLeftInCart', T.onlyLeftInCart, { left, inCart }) : rendered('cart.onlyLeft', T.onlyLeft, { left }),
  lineLimit: `You can have at most ${MAX_LINE_QUANTITY} of an item in your cart.`,
  notInCart: 'This item is not in your cart.',
  whichLine: 'This product is in your cart in several colours or sizes: say which one with color and size.',
  removedUnavailable: (name: string) => rendered('cart.removedUnavailable', T.removedUnavailable, { name }),
  removedSoldOut: (name: string) => rendered('cart.removedSoldOut', T.removedSoldOut, { name }),
  lowered: (name: string, left: number) => rendered('cart.lowered', T.lowered, { name, left }),
} as const;
