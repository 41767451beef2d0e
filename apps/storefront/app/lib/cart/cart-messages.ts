/** The spec's cart toasts (section 8). */
export const CART_MESSAGES = {
  adding: 'Adding to cart...',
  added: 'Added to cart!',
  loginToAdd: 'Please login to add to cart!',
  addFailed: 'Failed to add to cart!',
  clearing: 'Clearing cart...',
  cleared: 'Cart cleared!',
  clearFailed: 'Failed to clear cart!',
  removing: 'Removing item from cart...',
  removed: 'Item removed from cart!',
  removeFailed: 'Failed to remove item from cart!',
} as const;
