import { rendered } from '../i18n/render';

/** Validation and result texts of the catalog API, shared with the storefront forms. */
export const CATALOG_MESSAGES = {
  pageInvalid: 'page must be a whole number from 1 to 10000',
  pageSizeInvalid: 'page_size must be a whole number from 1 to 100',
  reviewPageSizeInvalid: 'page_size must be a whole number from 1 to 50',
  pageOutOfRange: 'Invalid page.',
  sortInvalid: 'sort must be one of popular, newest, price-low, price-high, rating, relevance',
  priceInvalid: 'Prices must be amounts from 0 to 1000000 with at most two decimals, such as 19.99',
  priceRangeInvalid: 'min_price must not be greater than max_price',
  inStockInvalid: 'in_stock must be true or false',
  slugListInvalid: 'Use up to 20 lower-case slugs separated by commas, such as electronics,books',
  optionInvalid: "Use at most 40 letters, digits, spaces and . + / & ' -",
  searchTooLong: 'Search text must be at most 100 characters',
  searchNeedsWord: 'Search text must contain at least one letter or number',
  productIdInvalid: 'Product id must be a number or a product slug',
  productNotFound: 'No product found with this id.',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  reviewTitleRequired: 'Title is required',
  reviewTitleTooLong: 'Title must be at most 120 characters',
  reviewBodyRequired: 'Review is required',
  reviewBodyTooLong: 'Review must be at most 4000 characters',
  notifyEmailRequired: 'Email is required to be told when this product is back in stock',
  notifyInStock: 'This product is in stock: you can order it now.',
  notifySubscribed: "We'll email you as soon as this product is back in stock.",
} as const;

export const VARIANT_TEMPLATES = { variantSoldOut: '{label} is sold out.' } as const;

/** Texts of the variant-aware answers of the public API. */
export const VARIANT_MESSAGES = {
  /** The chosen colour x size exists but has no stock. */
  variantSoldOut: (label: string) => rendered('variant.variantSoldOut', VARIANT_TEMPLATES.variantSoldOut, { label }),
  variantUnavailable: 'This combination of colour and size is not available for this product.',
  notifyInStock: 'This colour and size is in stock: you can order it now.',
} as const;
