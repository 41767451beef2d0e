import { z } from 'zod';
import { PRODUCT_KINDS, ProductKindSchema } from '../credit/recipient';
import { ProductImageSchema } from '../catalog/images';
import { MAX_ID } from '../constants/index';
import { NamedRefSchema, RatingSchema } from '../catalog/products';
import { UpdatedSinceSchema } from '../integrations/index';
import { CodeSchema, GramsSchema } from '../tax/index';
import { ADMIN_SEARCH_MAX, PersonRefSchema } from './support';
import {
  BrandTranslationsSchema,
  CategoryTranslationsSchema,
  optionalText,
  OptionLabelsSchema,
  ProductTranslationsSchema,
  translationsSchema,
} from './translations';

// Re-exported by ./index, so nothing here may import from it: the cycle would leave values undefined.

export const PRODUCT_LIMITS = {
  name: 200,
  slug: 160,
  description: 10_000,
  features: 30,
  feature: 200,
  colors: 20,
  sizes: 30,
  option: 40,
  price: 1_000_000,
  stock: 1_000_000,
  images: 12,
  /** Bytes of one uploaded image. */
  imageBytes: 8 * 1024 * 1024,
  /** Pixels (width x height) of one uploaded image: more is refused as a possible decompression bomb. */
  imagePixels: 40_000_000,
  bulk: 100,
  importRows: 5000,
  importBytes: 5 * 1024 * 1024,
  taxonomyName: 80,
  categoryDescription: 1000,
} as const;
const L = PRODUCT_LIMITS;

/** A product counts as low on stock with this many units or fewer (and more than none). */
export const LOW_STOCK_THRESHOLD = 5;
export const IMAGE_TYPES = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;

export const ADMIN_PRODUCT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${L.name} characters`,
  slugInvalid: 'Slug must be lower-case letters, digits and single hyphens (not digits only), at most 160 characters',
  slugTaken: 'Another product already uses this slug.',
  descriptionTooLong: `Description must be at most ${L.description.toLocaleString('en-US')} characters`,
  categoryRequired: 'Category is required',
  categoryUnknown: 'Category not found.',
  brandUnknown: 'Brand not found.',
  priceInvalid: 'Price must be an amount from 0.01 to 1,000,000 with at most two decimals, such as 19.99',
  salePriceInvalid: 'Sale price must be an amount from 0.01 to 1,000,000 with at most two decimals, such as 19.99',
  saleAbovePrice: 'Sale price must not be above the regular price',
  stockInvalid: `Stock must be a whole number from 0 to ${L.stock.toLocaleString('en-US')}`,
  optionInvalid: `Use 1 to ${L.option} letters, digits, spaces and . + / & ' -`,
  hexInvalid: 'Colour must be a hex value such as #1a2b3c',
  colorsTooMany: `At most ${L.colors} colours`,
  colorsDuplicate: 'Each colour may appear only once',
  sizesTooMany: `At most ${L.sizes} sizes`,
  sizesDuplicate: 'Each size may appear only once',
  featureInvalid: `Each feature is one line of 1 to ${L.feature} characters`,
  featuresTooMany: `At most ${L.features} features`,
  publishedInvalid: 'Published must be true or false',
  stockNoteTooLong: 'Stock note must be at most 200 characters',
  taxCategoryUnknown: 'No tax category with this code. Add it under Settings → Taxes first.',
  productNotFound: 'Product not found.',
  productsNotFound: 'Some of these products do not exist any more. Reload the list and try again.',
  idsInvalid: `Choose from 1 to ${L.bulk} products`,
  imageMissing: 'Send the picture as multipart/form-data in a field named "file".',
  imageInvalid: 'This file is not a picture we can read. Use a JPEG, PNG, WebP, GIF or AVIF image.',
  imageTooLarge: `Pictures must be at most ${L.imageBytes / 1024 / 1024} MB.`,
  imageTooManyPixels: `Pictures may have at most ${L.imagePixels / 1_000_000} million pixels.`,
  imagesFull: `A product has at most ${L.images} pictures. Remove one first.`,
  altTooLong: 'Alternative text must be at most 200 characters',
  imageNotFound: 'Picture not found.',
  imageOrderInvalid: 'List every picture of the product exactly once, in the new order.',
  reviewNotFound: 'Review not found.',
  searchTooLong: `Search must be at most ${ADMIN_SEARCH_MAX} characters`,
  filterInvalid: 'Use a slug such as electronics',
  sortInvalid: 'Sort must be one of newest, name, -name, price, -price, stock, -stock, best-selling',
  stockFilterInvalid: 'Stock must be one of in, low, out',
  saved: 'Product saved.',
  created: 'Product created.',
  deleted: 'Product deleted.',
  published: (n: number) => `${n} ${n === 1 ? 'product' : 'products'} published.`,
  unpublished: (n: number) => `${n} ${n === 1 ? 'product' : 'products'} unpublished.`,
  imported: (created: number, updated: number) => `Import done: ${created} created, ${updated} updated.`,
  importInvalid: (rows: number) => `${rows} ${rows === 1 ? 'row has' : 'rows have'} errors. Nothing was imported.`,
  importEmpty: 'The file has no product rows.',
  importTooLarge: `Import at most ${L.importRows} rows (${L.importBytes / 1024 / 1024} MB) at a time.`,
  importMissing: 'Send the CSV as text/csv, or as multipart/form-data in a field named "file".',
  csvMalformed: 'The CSV has a quote that is never closed.',
  columnUnknown: (name: string) => `Unknown column: ${name}`,
  columnMissing: (name: string) => `Missing column: ${name}`,
  columnRepeated: (name: string) => `Column appears twice: ${name}`,
  slugRepeated: (line: number) => `The same slug is on line ${line}`,
  skuRepeated: (line: number) => `The same SKU is on line ${line}`,
  skuTakenElsewhere: 'This SKU belongs to another product',
  variantRepeated: (line: number) => `The same colour and size of this product is on line ${line}`,
  productColumnsDiffer: (line: number) => `The product columns differ from line ${line} of the same slug`,
  optionNotListed: (column: 'color' | 'size') => `The ${column} is not in the row's ${column === 'color' ? 'colors' : 'sizes'}`,
  valueInvalid: (column: string) => `${column} is not valid`,
  reviewDeleted: 'Review deleted.',
} as const;
const M = ADMIN_PRODUCT_MESSAGES;

export const ADMIN_TAXONOMY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${L.taxonomyName} characters`,
  slugInvalid: 'Slug must be lower-case letters, digits and single hyphens, at most 80 characters',
  descriptionTooLong: `Description must be at most ${L.categoryDescription} characters`,
  categoryNotFound: 'Category not found.',
  brandNotFound: 'Brand not found.',
  categoryNameTaken: 'Another category already has this name.',
  categorySlugTaken: 'Another category already uses this slug.',
  brandNameTaken: 'Another brand already has this name.',
  brandSlugTaken: 'Another brand already uses this slug.',
  categoryNotEmpty: (n: number) => `This category still has ${n} ${n === 1 ? 'product' : 'products'}. Move or delete them first.`,
  brandNotEmpty: (n: number) => `This brand still has ${n} ${n === 1 ? 'product' : 'products'}. Move or delete them first.`,
  orderInvalid: 'List every category exactly once, in the new order.',
  categorySaved: 'Category saved.',
  categoryDeleted: 'Category deleted.',
  brandSaved: 'Brand saved.',
  brandDeleted: 'Brand deleted.',
  orderSaved: 'Category order saved.',
} as const;
const T = ADMIN_TAXONOMY_MESSAGES;

/** Audit actions of the catalog admin. */
export const CATALOG_AUDIT_ACTIONS = {
  productCreate: 'product.create',
  productUpdate: 'product.update',
  productDelete: 'product.delete',
  productPublish: 'product.publish',
  productUnpublish: 'product.unpublish',
  productImport: 'product.import',
  imageAdd: 'product.image_add',
  imageRemove: 'product.image_remove',
  imageReorder: 'product.image_reorder',
  reviewDelete: 'review.delete',
  categoryCreate: 'category.create',
  categoryUpdate: 'category.update',
  categoryReorder: 'category.reorder',
  categoryDelete: 'category.delete',
  brandCreate: 'brand.create',
  brandUpdate: 'brand.update',
  brandDelete: 'brand.delete',
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const OPTION = /^[\p{L}\p{N} .+/&'-]{1,40}$/u;

/** Whole cents: at most two decimals (within floating-point noise). */
const hasCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
const money = (message: string) =>
  z.number({ error: message }).min(0.01, { error: message }).max(L.price, { error: message }).refine(hasCents, { error: message });

export const ProductSlugSchema = z
  .string({ error: M.slugInvalid })
  .trim()
  .max(L.slug, { error: M.slugInvalid })
  .regex(SLUG, { error: M.slugInvalid })
  .refine((v) => !/^\d+$/.test(v), { error: M.slugInvalid });
const TaxonomySlugSchema = z
  .string({ error: M.filterInvalid })
  .trim()
  .max(80, { error: M.filterInvalid })
  .regex(SLUG, { error: M.filterInvalid });

const uniqueNames = (names: string[]) => new Set(names.map((n) => n.toLowerCase())).size === names.length;
const OptionSchema = z.string({ error: M.optionInvalid }).trim().regex(OPTION, { error: M.optionInvalid });

export const ProductColorSchema = z.strictObject({
  name: OptionSchema,
  hex: z
    .string({ error: M.hexInvalid })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: M.hexInvalid })
    .transform((v) => v.toLowerCase())
    .nullable()
    .default(null),
});
export type ProductColor = z.output<typeof ProductColorSchema>;

const NameSchema = z.string({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired }).max(L.name, { error: M.nameTooLong });
const DescriptionSchema = z.string({ error: M.descriptionTooLong }).trim().max(L.description, { error: M.descriptionTooLong });
const CategoryRefSchema = z.string({ error: M.categoryRequired }).trim().min(1, { error: M.categoryRequired }).pipe(TaxonomySlugSchema);
const StockSchema = z
  .number({ error: M.stockInvalid })
  .int({ error: M.stockInvalid })
  .min(0, { error: M.stockInvalid })
  .max(L.stock, { error: M.stockInvalid });
const ColorsSchema = z
  .array(ProductColorSchema, { error: M.colorsTooMany })
  .max(L.colors, { error: M.colorsTooMany })
  .refine((list) => uniqueNames(list.map((c) => c.name)), { error: M.colorsDuplicate });
const SizesSchema = z
  .array(OptionSchema, { error: M.sizesTooMany })
  .max(L.sizes, { error: M.sizesTooMany })
  .refine(uniqueNames, { error: M.sizesDuplicate });
const FeatureSchema = z
  .string({ error: M.featureInvalid })
  .trim()
  .min(1, { error: M.featureInvalid })
  .max(L.feature, { error: M.featureInvalid })
  .regex(/^[^\r\n]+$/, { error: M.featureInvalid });
const FeaturesSchema = z.array(FeatureSchema, { error: M.featuresTooMany }).max(L.features, { error: M.featuresTooMany });
const PublishedSchema = z.boolean({ error: M.publishedInvalid });
/** A tax category's code (the API checks that it exists). */
const TaxCategoryRefSchema = CodeSchema;
/** Grams, for shipping rates by weight; null: none given (the product weighs nothing for shipping). */
export const ProductWeightSchema = GramsSchema.nullable();

/** One language of a product in its create/update body (ADR 030): the same limits as the base fields. */
const ProductTranslationInputSchema = z.strictObject({
  name: optionalText(NameSchema),
  description: optionalText(DescriptionSchema),
  features: FeaturesSchema.nullable().optional(),
  slug: optionalText(ProductSlugSchema),
  /** Colour names as the product names them -> their translation (null removes one). */
  colors: OptionLabelsSchema.optional(),
  sizes: OptionLabelsSchema.optional(),
});
export const ProductTranslationsInputSchema = translationsSchema(ProductTranslationInputSchema);
export type ProductTranslationsInput = z.output<typeof ProductTranslationsInputSchema>;

const saleNotAbove = (v: { price?: number; sale_price?: number }) =>
  v.price === undefined || v.sale_price === undefined || v.sale_price <= v.price;

/** `POST admin/products` (and each CSV row): a new product; unknown fields are refused. */
export const ProductInputSchema = z
  .strictObject({
    name: NameSchema,
    /** Made from the name when left out. */
    slug: ProductSlugSchema.optional(),
    description: DescriptionSchema.default(''),
    /** Category slug. */
    category: CategoryRefSchema,
    /** Brand slug, or null for none. */
    brand: TaxonomySlugSchema.nullable().default(null),
    /** The regular price. */
    price: money(M.priceInvalid),
    /** What the shopper pays; the regular price when left out. */
    sale_price: money(M.salePriceInvalid).optional(),
    stock: StockSchema.default(0),
    colors: ColorsSchema.default([]),
    sizes: SizesSchema.default([]),
    features: FeaturesSchema.default([]),
    published: PublishedSchema.default(false),
    /** The tax category's code: which rates apply. */
    tax_category: TaxCategoryRefSchema.default('standard'),
    /** Grams; each variant may have its own. */
    weight: ProductWeightSchema.default(null),
    /** `gift_card`: sold with a recipient, mailed, never out of stock (its stock and weight are ignored). */
    kind: ProductKindSchema.default('physical'),
    /** `{de: {name, description, features, slug, colors, sizes}}`: texts in other languages (ADR 030). */
    translations: ProductTranslationsInputSchema.optional(),
  })
  .refine(saleNotAbove, { error: M.saleAbovePrice, path: ['sale_price'] });
export type ProductInput = z.output<typeof ProductInputSchema>;
export type ProductInputDraft = z.input<typeof ProductInputSchema>;

/**
 * `PATCH admin/products/{id}`: only the fields sent change. The sale price is checked against
 * the stored regular price when only one of them is sent. `stock_note` explains a stock change.
 */
export const ProductPatchSchema = z
  .strictObject({
    name: NameSchema.optional(),
    slug: ProductSlugSchema.optional(),
    description: DescriptionSchema.optional(),
    category: CategoryRefSchema.optional(),
    brand: TaxonomySlugSchema.nullable().optional(),
    price: money(M.priceInvalid).optional(),
    sale_price: money(M.salePriceInvalid).optional(),
    stock: StockSchema.optional(),
    colors: ColorsSchema.optional(),
    sizes: SizesSchema.optional(),
    features: FeaturesSchema.optional(),
    published: PublishedSchema.optional(),
    tax_category: TaxCategoryRefSchema.optional(),
    /** Null: no weight. */
    weight: ProductWeightSchema.optional(),
    kind: ProductKindSchema.optional(),
    stock_note: z.string({ error: M.stockNoteTooLong }).trim().max(200, { error: M.stockNoteTooLong }).optional(),
    /** Languages sent replace theirs (fields left out stay); null removes a language. */
    translations: ProductTranslationsInputSchema.optional(),
  })
  .refine(saleNotAbove, { error: M.saleAbovePrice, path: ['sale_price'] });
export type ProductPatch = z.output<typeof ProductPatchSchema>;

export const ADMIN_PRODUCT_SORTS = ['newest', 'name', '-name', 'price', '-price', 'stock', '-stock', 'best-selling'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** Filters of `GET admin/products` (besides `page` and `page_size`): unpublished products included. */
export const ProductFiltersSchema = z
  .object({
    q: z.string().trim().max(ADMIN_SEARCH_MAX, { error: M.searchTooLong }).optional(),
    category: TaxonomySlugSchema.optional(),
    brand: TaxonomySlugSchema.optional(),
    published: z
      .enum(['true', 'false'], { error: M.publishedInvalid })
      .transform((v) => v === 'true')
      .optional(),
    stock: z.enum(STOCK_FILTERS, { error: M.stockFilterInvalid }).optional(),
    sort: z.enum(ADMIN_PRODUCT_SORTS, { error: M.sortInvalid }).default('newest'),
  })
  .extend(UpdatedSinceSchema.shape);
export type ProductFilters = z.input<typeof ProductFiltersSchema>;

export const AdminProductImageSchema = ProductImageSchema.extend({ id: z.number().int() });
export type AdminProductImage = z.infer<typeof AdminProductImageSchema>;
/** Every picture call answers the product's pictures in order. */
export const AdminProductImageListSchema = z.array(AdminProductImageSchema);

/** A product in the admin list. */
export const AdminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category: NamedRefSchema,
  brand: NamedRefSchema.nullable(),
  price: z.number(),
  sale_price: z.number(),
  percentage_discount: z.number().int(),
  /** Total stock: the sum of the sellable (not retired) variants' stock. */
  stock: z.number().int(),
  /** Sellable (not retired) variants. */
  variant_count: z.number().int(),
  published: z.boolean(),
  units_sold: z.number().int(),
  rating: RatingSchema,
  /** Thumbnail URL of the first picture. */
  image: z.string().nullable(),
  date_added: z.string(),
  modified_date: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

/** `GET admin/products/{id}`: everything the edit form and the product view show. */
export const AdminProductDetailSchema = AdminProductSchema.extend({
  description: z.string(),
  features: z.array(z.string()),
  colors: z.array(z.object({ name: z.string(), hex: z.string().nullable() })),
  sizes: z.array(z.string()),
  images: z.array(AdminProductImageSchema),
  /** People waiting for a back-in-stock e-mail. */
  subscribers: z.number().int(),
  /** The tax category's code. */
  tax_category: z.string(),
  /** Grams, or null when not given (variants may have their own). */
  weight: z.number().int().nullable(),
  kind: z.enum(PRODUCT_KINDS),
  modified_by: PersonRefSchema.nullable(),
  /** Its texts in other languages, every field null where it falls back to the base text (ADR 030). */
  translations: ProductTranslationsSchema,
});
export type AdminProductDetail = z.infer<typeof AdminProductDetailSchema>;

/** `POST admin/products/bulk`. */
export const BulkProductActionSchema = z.strictObject({
  ids: z
    .array(
      z.number({ error: M.idsInvalid }).int({ error: M.idsInvalid }).min(1, { error: M.idsInvalid }).max(MAX_ID, { error: M.idsInvalid }),
      { error: M.idsInvalid },
    )
    .min(1, { error: M.idsInvalid })
    .max(L.bulk, { error: M.idsInvalid }),
  action: z.enum(['publish', 'unpublish'], { error: 'Action must be publish or unpublish' }),
});
export type BulkProductAction = z.infer<typeof BulkProductActionSchema>;
export const BulkProductResultSchema = z.object({ updated: z.number().int() });

/** `PUT admin/products/{id}/images/order`: every picture id of the product, in the new order. */
export const ImageOrderSchema = z.strictObject({
  image_ids: z
    .array(z.number({ error: M.imageOrderInvalid }).int({ error: M.imageOrderInvalid }).min(1).max(MAX_ID), { error: M.imageOrderInvalid })
    .max(L.images, {
      error: M.imageOrderInvalid,
    }),
});
export const ImageParamsSchema = z.object({
  id: z.coerce.number({ error: 'Id must be a number' }).int().min(1).max(MAX_ID),
  imageId: z.coerce.number({ error: 'Id must be a number' }).int().min(1).max(MAX_ID),
});

export const STOCK_REASONS = ['created', 'edit', 'import', 'order', 'order_cancelled'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  created: 'Product created',
  edit: 'Edited by an admin',
  import: 'CSV import',
  order: 'Order placed',
  order_cancelled: 'Order cancelled',
};

/** One change of a product's stock: who, when, from what to what, and why. */
export const StockMovementSchema = z.object({
  id: z.number().int(),
  /** The variant whose stock changed (null for movements recorded before variants). */
  variant: z.object({ id: z.number().int(), sku: z.string(), color: z.string().nullable(), size: z.string().nullable() }).nullable(),
  stock_before: z.number().int(),
  stock_after: z.number().int(),
  change: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  note: z.string().nullable(),
  order_id: z.number().int().nullable(),
  actor: PersonRefSchema.nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

/** A review as the moderation list shows it: the full name and e-mail of its author. */
export const AdminReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  author: PersonRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

/** The columns of `GET admin/products/export.csv` and `POST admin/products/import`; lists hold one item per line. */
/**
 * One row per variant (like Shopify's product CSV): the product columns repeat on every row of a
 * product; `sku`, `color`, `size`, `stock`, `variant_price`, `variant_sale_price`, `barcode` and
 * `variant_weight` are the variant's (empty variant prices and weight: the product's). `tax_category`
 * is a code (empty: standard) and weights are grams. Import matches rows to variants by `sku` (rows
 * without one match by slug + colour + size), creates and updates.
 */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'category',
  'brand',
  'description',
  'price',
  'sale_price',
  'published',
  'colors',
  'sizes',
  'features',
  'sku',
  'color',
  'size',
  'stock',
  'variant_price',
  'variant_sale_price',
  'barcode',
  'tax_category',
  'weight',
  'variant_weight',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const PRODUCT_CSV_REQUIRED: readonly ProductCsvColumn[] = ['name', 'category', 'price'];

export const ImportErrorSchema = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof ImportErrorSchema>;
/** The 400 answer of an import with bad rows: every problem with its line (the header is line 1). */
export const ImportErrorBodySchema = z.object({ detail: z.string(), code: z.string(), errors: z.array(ImportErrorSchema) });
export const ImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type ImportResult = z.infer<typeof ImportResultSchema>;

const TaxonomyNameSchema = z
  .string({ error: T.nameRequired })
  .trim()
  .min(1, { error: T.nameRequired })
  .max(L.taxonomyName, { error: T.nameTooLong });
const TaxonomySlugInput = z.string({ error: T.slugInvalid }).trim().max(80, { error: T.slugInvalid }).regex(SLUG, { error: T.slugInvalid });

export const AdminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  position: z.number().int(),
  /** All its products, published or not. */
  product_count: z.number().int(),
  /** Its name, slug and description in other languages (ADR 030). */
  translations: CategoryTranslationsSchema,
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
const CategoryDescriptionSchema = z
  .string({ error: T.descriptionTooLong })
  .trim()
  .max(L.categoryDescription, { error: T.descriptionTooLong });
export const CategoryTranslationsInputSchema = translationsSchema(
  z.strictObject({
    name: optionalText(TaxonomyNameSchema),
    slug: optionalText(TaxonomySlugInput),
    description: optionalText(CategoryDescriptionSchema),
  }),
);
export type CategoryTranslationsInput = z.output<typeof CategoryTranslationsInputSchema>;
export const BrandTranslationsInputSchema = translationsSchema(z.strictObject({ name: TaxonomyNameSchema }));
export type BrandTranslationsInput = z.output<typeof BrandTranslationsInputSchema>;

/** `POST admin/categories`; the slug is made from the name when left out. */
export const CategoryInputSchema = z.strictObject({
  name: TaxonomyNameSchema,
  slug: TaxonomySlugInput.optional(),
  description: z.string({ error: T.descriptionTooLong }).trim().max(L.categoryDescription, { error: T.descriptionTooLong }).default(''),
  translations: CategoryTranslationsInputSchema.optional(),
});
export type CategoryInput = z.output<typeof CategoryInputSchema>;
/** `PATCH admin/categories/{id}`: rename (the slug stays unless sent) or describe. */
export const CategoryPatchSchema = z.strictObject({
  name: TaxonomyNameSchema.optional(),
  slug: TaxonomySlugInput.optional(),
  description: z.string({ error: T.descriptionTooLong }).trim().max(L.categoryDescription, { error: T.descriptionTooLong }).optional(),
  translations: CategoryTranslationsInputSchema.optional(),
});
export type CategoryPatch = z.output<typeof CategoryPatchSchema>;
/** `PUT admin/categories/order`: every category id, in menu order. */
export const CategoryOrderSchema = z.strictObject({
  ids: z
    .array(z.number({ error: T.orderInvalid }).int({ error: T.orderInvalid }).min(1).max(MAX_ID), { error: T.orderInvalid })
    .min(1, { error: T.orderInvalid })
    .max(500, { error: T.orderInvalid }),
});

export const AdminBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  product_count: z.number().int(),
  /** Its name in other languages (ADR 030). */
  translations: BrandTranslationsSchema,
});
export type AdminBrand = z.infer<typeof AdminBrandSchema>;
export const BrandInputSchema = z.strictObject({
  name: TaxonomyNameSchema,
  slug: TaxonomySlugInput.optional(),
  translations: BrandTranslationsInputSchema.optional(),
});
export type BrandInput = z.output<typeof BrandInputSchema>;
export const BrandPatchSchema = z.strictObject({
  name: TaxonomyNameSchema.optional(),
  slug: TaxonomySlugInput.optional(),
  translations: BrandTranslationsInputSchema.optional(),
});
export type BrandPatch = z.output<typeof BrandPatchSchema>;
