import { z } from 'zod';
import { MarketQueryFields } from '../markets/index';
import { CATALOG_MESSAGES as M } from './messages';

export const PRODUCT_SORTS = ['popular', 'newest', 'price-low', 'price-high', 'rating', 'relevance'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PAGE_MAX = 10_000;
export const PRODUCT_PAGE_SIZE = { default: 24, max: 100 } as const;
export const REVIEW_PAGE_SIZE = { default: 10, max: 50 } as const;
export const SEARCH_MAX_LENGTH = 100;
export const PRICE_MAX = 1_000_000;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const OPTION = /^[\p{L}\p{N} .+/&'-]{1,40}$/u;
const WORD = /[\p{L}\p{N}]/u;

/** A whole-number query parameter within bounds. */
export const wholeParam = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message });

const priceParam = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: M.priceInvalid })
  .transform(Number)
  .refine((n) => n <= PRICE_MAX, { error: M.priceInvalid });

/** `category=electronics,books`; `all` (the menu's "All Categories" link) means no filter. */
const slugList = z
  .string()
  .trim()
  .toLowerCase()
  .max(400, { error: M.slugListInvalid })
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((list) => list.length <= 20 && list.every((s) => s.length <= 80 && SLUG.test(s)), { error: M.slugListInvalid })
  .transform((list) => (list.includes('all') ? [] : list));

const option = z.string().trim().regex(OPTION, { error: M.optionInvalid });

/** `GET products` query: filters, search, sort and page. Unknown parameters are ignored. */
export const ProductQuerySchema = z
  .object({
    category: slugList.optional(),
    brand: slugList.optional(),
    q: z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, { error: M.searchTooLong })
      .refine((v) => v === '' || WORD.test(v), { error: M.searchNeedsWord })
      .optional(),
    sort: z.enum(PRODUCT_SORTS, { error: M.sortInvalid }).optional(),
    min_price: priceParam.optional(),
    max_price: priceParam.optional(),
    in_stock: z
      .enum(['true', 'false', '1', '0'], { error: M.inStockInvalid })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
    color: option.optional(),
    size: option.optional(),
    page: wholeParam(1, PAGE_MAX, M.pageInvalid).default(1),
    page_size: wholeParam(1, PRODUCT_PAGE_SIZE.max, M.pageSizeInvalid).default(PRODUCT_PAGE_SIZE.default),
    // Prices (and later texts) of a market in a language (ADR 027); without them, the base market as always.
    ...MarketQueryFields,
  })
  .refine((v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price, {
    error: M.priceRangeInvalid,
    path: ['min_price'],
  });
export type ProductQuery = z.output<typeof ProductQuerySchema>;
export type ProductQueryInput = z.input<typeof ProductQuerySchema>;

/** `GET products/options?category=`: colours and sizes of one or more categories (all without). */
export const ProductOptionsQuerySchema = z.object({ category: slugList.optional() });

/** `GET products/search/suggest?q=`: what the shopper has typed so far. */
export const SuggestQuerySchema = z.object({
  ...MarketQueryFields,
  q: z
    .string({ error: M.searchNeedsWord })
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: M.searchTooLong })
    .refine((v) => WORD.test(v), { error: M.searchNeedsWord }),
});

/** `GET products/{id}` and `products/categories`: a market and a language (ADR 027). */
export const CatalogMarketQuerySchema = z.object(MarketQueryFields);

/** A product in a URL: its numeric id or its slug. */
export const ProductIdParamSchema = z.object({
  id: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => /^\d{1,12}$/.test(v) || (v.length <= 100 && SLUG.test(v)), { error: M.productIdInvalid }),
});

export const ReviewQuerySchema = z.object({
  page: wholeParam(1, PAGE_MAX, M.pageInvalid).default(1),
  page_size: wholeParam(1, REVIEW_PAGE_SIZE.max, M.reviewPageSizeInvalid).default(REVIEW_PAGE_SIZE.default),
});
