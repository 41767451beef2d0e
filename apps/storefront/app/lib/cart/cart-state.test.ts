import { describe, expect, it } from 'vitest';
import type { CartItem } from '@shopwright/shared/users';
import { applyToCart, cartReducer, totalItems, totalPrice, type CartProduct } from './cart-state';

const product = (id: number, sale_price: number): CartProduct => ({
  id,
  name: `P${id}`,
  slug: `p${id}`,
  sale_price,
  price: sale_price,
  percentage_discount: 0,
  image: null,
  in_stock: true,
  available: 10,
});

describe('cart store', () => {
  it('adds a new line, then increases the same line', () => {
    let items: CartItem[] = [];
    items = cartReducer(items, { type: 'add', product: product(1, 19.99), quantity: 1, variant: {} });
    items = cartReducer(items, { type: 'add', product: product(1, 19.99), quantity: 2, variant: {} });
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(3);
  });

  it('keeps another colour or size as another line', () => {
    let items: CartItem[] = [];
    items = cartReducer(items, { type: 'add', product: product(1, 10), quantity: 1, variant: { color: 'Black', size: 'M' } });
    items = cartReducer(items, { type: 'add', product: product(1, 10), quantity: 1, variant: { color: 'White', size: 'M' } });
    expect(items).toHaveLength(2);
    items = cartReducer(items, { type: 'remove', productId: 1, variant: { color: 'Black', size: 'M' } });
    expect(items.map((i) => i.color)).toEqual(['White']);
  });

  it('names the chosen variant on a new line until the server answers', () => {
    const items = cartReducer([], {
      type: 'add',
      product: product(1, 10),
      quantity: 1,
      variant: { color: 'Black', size: '42', sku: 'SHOE-BLACK-42', variantId: 7 },
    });
    expect(items[0]).toMatchObject({ color: 'Black', size: '42', sku: 'SHOE-BLACK-42', variant_id: 7 });
  });

  it('sets a quantity, removes at zero and clears', () => {
    let items = cartReducer([], { type: 'add', product: product(2, 5), quantity: 1, variant: {} });
    items = cartReducer(items, { type: 'set', productId: 2, quantity: 4, variant: {} });
    expect(items[0]!.quantity).toBe(4);
    expect(cartReducer(items, { type: 'set', productId: 2, quantity: 0, variant: {} })).toEqual([]);
    expect(cartReducer(items, { type: 'clear' })).toEqual([]);
  });

  it('applies a change to a cart answer with its totals, for the optimistic cart', () => {
    const items = cartReducer([], { type: 'add', product: product(1, 2.5), quantity: 2, variant: {} });
    const cart = { cart_items: items, total_items: 2, total_price: 5, notices: ['"X" is sold out and was removed from your cart.'] };
    expect(applyToCart(cart, { type: 'set', productId: 1, quantity: 3, variant: {} })).toEqual({
      cart_items: [expect.objectContaining({ quantity: 3 })],
      total_items: 3,
      total_price: 7.5,
      notices: [],
    });
    expect(applyToCart(cart, { type: 'remove', productId: 1 })).toMatchObject({ cart_items: [], total_items: 0, total_price: 0 });
  });

  it('totals: items are the sum of quantities, price the sum of sale_price x quantity', () => {
    let items = cartReducer([], { type: 'add', product: product(1, 0.1), quantity: 3, variant: {} });
    items = cartReducer(items, { type: 'add', product: product(2, 19.99), quantity: 2, variant: {} });
    expect(totalItems(items)).toBe(5);
    expect(totalPrice(items)).toBe(40.28);
  });
});
