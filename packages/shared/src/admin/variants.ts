import { z } from 'zod';
import { MAX_ID } from '../constants/index';
import { AdminProductImageSchema, PRODUCT_LIMITS, ProductWeightSchema } from './products';

// Imports ./products directly (not ./index) to keep the re-export cycle safe.

export const VARIANT_LIMITS = { sku: 64, barcode: 14 } as const;

export const ADMIN_VARIANT_MESSAGES = {
  skuInvalid: `SKU must be 1 to ${VARIANT_LIMITS.sku} letters, digits, and . _ - / (no spaces)`,
  skuTaken: 'Another variant already uses this SKU.',
  priceInvalid:
    'Price must be an amount from 0.01 to 1,000,000 with at most two decimals, such as 19.99, or empty to use the product price',
  salePriceInvalid:
    'Sale price must be an amount from 0.01 to 1,000,000 with at most two decimals, such as 19.99, or empty to use the product price',
  saleAbovePrice: 'Sale price must not be above the regular price',
  stockInvalid: `Stock must be a whole number from 0 to ${PRODUCT_LIMITS.stock.toLocaleString('en-US')}`,
  barcodeInvalid: 'Barcode must be a GTIN of 8, 12, 13 or 14 digits with a valid check digit, or empty',
  imageUnknown: 'Choose one of this product’s pictures, or none.',
  variantNotFound: 'Variant not found.',
  variantRetired: 'This variant is retired: add its colour and size back to the product to sell it again.',
  idsInvalid: 'Choose one or more variants of this product',
  bulkEmpty: 'Give a stock, price or sale price to set',
  saved: 'Variant saved.',
  bulkSaved: (n: number) => `${n} ${n === 1 ? 'variant' : 'variants'} updated.`,
} as const;
const M = ADMIN_VARIANT_MESSAGES;

export const VARIANT_AUDIT_ACTIONS = { variantUpdate: 'variant.update', variantBulkUpdate: 'variant.bulk_update' } as const;

const hasCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
const money = (message: string) =>
  z
    .number({ error: message })
    .min(0.01, { error: message })
    .max(PRODUCT_LIMITS.price, { error: message })
    .refine(hasCents, { error: message });

/** GTIN-8/12/13/14 check digit (mod 10, weights 3 and 1 from the right). */
export const isValidGtin = (code: string): boolean => {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
};

export const SkuSchema = z
  .string({ error: M.skuInvalid })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9._/-]{1,${VARIANT_LIMITS.sku}}$`), { error: M.skuInvalid });
export const BarcodeSchema = z.string({ error: M.barcodeInvalid }).trim().refine(isValidGtin, { error: M.barcodeInvalid });
export const VariantStockSchema = z
  .number({ error: M.stockInvalid })
  .int({ error: M.stockInvalid })
  .min(0, { error: M.stockInvalid })
  .max(PRODUCT_LIMITS.stock, { error: M.stockInvalid });

/**
 * A row of `GET admin/products/{id}/variants`. `price` / `sale_price` are the variant's own
 * (null: it sells at the product's); `effective_price` / `effective_sale_price` what it sells at.
 * `retired_at` is set for variants whose colour or size left the product but that have orders.
 */
export const AdminVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  price: z.number().nullable(),
  sale_price: z.number().nullable(),
  effective_price: z.number(),
  effective_sale_price: z.number(),
  stock: z.number().int(),
  barcode: z.string().nullable(),
  image: AdminProductImageSchema.nullable(),
  position: z.number().int(),
  retired_at: z.string().nullable(),
  /** Grams; null: the product's weight. */
  weight: z.number().int().nullable(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;
export const AdminVariantListSchema = z.array(AdminVariantSchema);

export const VariantParamsSchema = z.object({
  id: z.coerce.number({ error: 'Id must be a number' }).int().min(1).max(MAX_ID),
  variantId: z.coerce.number({ error: 'Id must be a number' }).int().min(1).max(MAX_ID),
});

const saleNotAbove = (v: { price?: number | null; sale_price?: number | null }) =>
  v.price === undefined || v.price === null || v.sale_price === undefined || v.sale_price === null || v.sale_price <= v.price;

/**
 * `PATCH admin/products/{id}/variants/{variantId}`: only the fields sent change; null clears the
 * own price / sale price / weight (back to the product's), barcode or picture. Answers the AdminVariant.
 * Negative stock → 400; a SKU another variant has → 409.
 */
export const VariantPatchSchema = z
  .strictObject({
    sku: SkuSchema.optional(),
    price: money(M.priceInvalid).nullable().optional(),
    sale_price: money(M.salePriceInvalid).nullable().optional(),
    stock: VariantStockSchema.optional(),
    barcode: z.union([BarcodeSchema, z.literal('').transform(() => null), z.null()], { error: M.barcodeInvalid }).optional(),
    image_id: z
      .number({ error: M.imageUnknown })
      .int({ error: M.imageUnknown })
      .min(1, { error: M.imageUnknown })
      .max(MAX_ID, { error: M.imageUnknown })
      .nullable()
      .optional(),
    /** Grams; null: the product's weight. */
    weight: ProductWeightSchema.optional(),
    stock_note: z
      .string({ error: 'Stock note must be at most 200 characters' })
      .trim()
      .max(200, { error: 'Stock note must be at most 200 characters' })
      .optional(),
  })
  .refine(saleNotAbove, { error: M.saleAbovePrice, path: ['sale_price'] });
export type VariantPatch = z.output<typeof VariantPatchSchema>;
export type VariantPatchDraft = z.input<typeof VariantPatchSchema>;

/**
 * `POST admin/products/{id}/variants/bulk`: sets stock and/or prices of the chosen variants of one
 * product in one transaction (all or nothing). Answers the whole AdminVariant list.
 */
export const VariantBulkSchema = z
  .strictObject({
    ids: z
      .array(
        z.number({ error: M.idsInvalid }).int({ error: M.idsInvalid }).min(1, { error: M.idsInvalid }).max(MAX_ID, { error: M.idsInvalid }),
        { error: M.idsInvalid },
      )
      .min(1, { error: M.idsInvalid })
      .max(600, { error: M.idsInvalid }),
    stock: VariantStockSchema.optional(),
    price: money(M.priceInvalid).nullable().optional(),
    sale_price: money(M.salePriceInvalid).nullable().optional(),
  })
  .refine(saleNotAbove, { error: M.saleAbovePrice, path: ['sale_price'] })
  .refine((v) => v.stock !== undefined || v.price !== undefined || v.sale_price !== undefined, { error: M.bulkEmpty, path: ['stock'] });
export type VariantBulk = z.output<typeof VariantBulkSchema>;
