import { z } from 'zod';
import { PRODUCT_KINDS } from '../credit/gift-card-sale';
import { ProductImageSchema } from './images';
import { ProductVariantSchema } from './variants';

export const NamedRefSchema = z.object({ name: z.string(), slug: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** Average of the reviews' stars (two decimals, 0 without reviews) and their number. */
export const RatingSchema = z.object({ average: z.number(), count: z.number().int() });

/**
 * A product in a listing: lean (no description or features). `price` is the regular price,
 * `sale_price` what the shopper pays; `image` is the card-size URL, `cover` the same picture
 * in every size (for srcset).
 */
export const ProductListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: NamedRefSchema.nullable(),
  category: NamedRefSchema,
  price: z.number(),
  sale_price: z.number(),
  percentage_discount: z.number().int(),
  image: z.string().nullable(),
  cover: ProductImageSchema.nullable(),
  rating: RatingSchema,
  in_stock: z.boolean(),
  available: z.number().int(),
  date_added: z.string(),
  /** Card-size URLs of all the product's pictures, in order (the seed's product shape). */
  images: z.array(z.string()),
  /** True when the sellable variants do not all sell at the same price: show "from $X" (X = sale_price). */
  price_varies: z.boolean(),
  /** ISO 4217 code of the prices: sent when the call named a `market` or `lang` (ADR 027). */
  currency: z.string().optional(),
});
export type ProductListItem = z.infer<typeof ProductListItemSchema>;

/** `GET products/{id}`: the contract's product fields (`sale_price`, `available_sizes`, …) with everything a product page shows. */
export const ProductDetailSchema = ProductListItemSchema.omit({ images: true }).extend({
  description: z.string(),
  features: z.array(z.string()),
  colors: z.array(z.string()),
  /** The colours with their hex values, for swatches. */
  swatches: z.array(z.object({ name: z.string(), hex: z.string().nullable() })),
  available_sizes: z.array(z.string()),
  images: z.array(ProductImageSchema),
  published: z.boolean(),
  /** People waiting for a back-in-stock e-mail. */
  subscribers: z.number().int(),
  units_sold: z.number().int(),
  modified_by: z.number().int().nullable(),
  modified_date: z.string(),
  related: z.array(ProductListItemSchema),
  /**
   * Every sellable colour x size (retired ones left out), in colour then size order. The
   * product's `available` is their sum, `in_stock` true when any is, and `sale_price` /
   * `price` those of the cheapest variant (the "from" price).
   */
  variants: z.array(ProductVariantSchema),
  /** `gift_card`: sold with a recipient (`gift_card` of add-to-cart), never out of stock, not shipped. */
  kind: z.enum(PRODUCT_KINDS),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

const CountedRefSchema = NamedRefSchema.extend({ count: z.number().int() });
const CountedOptionSchema = z.object({ name: z.string(), count: z.number().int() });

/**
 * Counts for the filter panel. Each facet applies every current filter except its own, so the
 * panel can offer the other categories (brands, price range) of the results.
 */
export const ProductFacetsSchema = z.object({
  categories: z.array(CountedRefSchema),
  brands: z.array(CountedRefSchema),
  price: z.object({ min: z.number().nullable(), max: z.number().nullable(), currency: z.string().optional() }),
});
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;

/** `GET products/options`: the colours and sizes on offer (in a category), most common first. */
export const ProductOptionsSchema = z.object({
  colors: z.array(CountedOptionSchema),
  sizes: z.array(CountedOptionSchema),
});
export type ProductOptions = z.infer<typeof ProductOptionsSchema>;

/** A page of results; `next` and `previous` are API paths with the same filters, or null. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    page: z.number().int(),
    page_size: z.number().int(),
    total_pages: z.number().int(),
    results: z.array(item),
  });

export const ProductListSchema = pageOf(ProductListItemSchema).extend({ facets: ProductFacetsSchema });
export type ProductList = z.infer<typeof ProductListSchema>;

/** `GET products/search/suggest`: a few matches to show while the shopper types. */
export const SuggestionsSchema = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      brand: z.string().nullable(),
      sale_price: z.number(),
      image: z.string().nullable(),
      currency: z.string().optional(),
    }),
  ),
  categories: z.array(NamedRefSchema),
  brands: z.array(NamedRefSchema),
});
export type Suggestions = z.infer<typeof SuggestionsSchema>;

export const BrandSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), product_count: z.number().int() });
export type Brand = z.infer<typeof BrandSchema>;
export const BrandListSchema = z.array(BrandSchema);
