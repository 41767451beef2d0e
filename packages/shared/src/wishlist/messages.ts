/* The wishlist's texts. No schemas here: the message catalogs (../i18n) import this file. */
export const WISHLIST_MESSAGES = {
  notInWishlist: 'This product is not in your wishlist.',
} as const;
