import { z } from 'zod';

/**
 * One variant of a product as the storefront sees it: a colour x size combination with its own
 * SKU, stock and price. `price` / `sale_price` are the variant's own or else the product's;
 * `image` is the card-size URL of the variant's own picture (null: use the product's pictures).
 * `color` / `size` are null when the product has no colours / sizes.
 */
export const ProductVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  price: z.number(),
  sale_price: z.number(),
  percentage_discount: z.number().int(),
  available: z.number().int(),
  in_stock: z.boolean(),
  image: z.string().nullable(),
  /** ISO 4217 code of the prices: sent when the call named a `market` or `lang` (ADR 027). */
  currency: z.string().optional(),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

/** A variant reference as cart lines, order lines and reports name it. */
export const VariantRefSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
});
export type VariantRef = z.infer<typeof VariantRefSchema>;
