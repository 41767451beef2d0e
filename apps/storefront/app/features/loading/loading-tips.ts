/** Shown while a page loads, one at a time; they rotate every 2 s. */
export const LOADING_TIPS = [
  'Add items to your wishlist to keep an eye on them and come back later.',
  'Use the filters on a listing to narrow products by brand, price and rating.',
  'Delivery costs and times are shown in your cart before you pay.',
  'Check the size guide before ordering clothing or shoes to get the right fit.',
  'Reviews from other shoppers are on every product page, below the details.',
  'Unused items can be returned within 30 days: see our returns page.',
  'Subscribe to our newsletter in the footer to hear about offers first.',
  'Your cart is saved to your account, so you can finish shopping on any device.',
] as const;
