import type { Generated, Insertable, Selectable } from 'kysely';

/** Catalog tables (migration 0002). Money in cents; lists (features, image variants) as JSON text. */
export interface BrandsTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface ProductsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  category_id: number;
  brand_id: number | null;
  description: string;
  /** JSON array of strings. */
  features: string;
  /** The "from" prices (migration 0012): those of the cheapest sellable variant, kept by the catalog writer. */
  regular_price: number;
  sale_price: number;
  /** The product's own prices, which variants without their own sell at. */
  base_price: number;
  base_sale_price: number;
  /** 1 when the sellable variants do not all sell at the same price (cards say "from"). */
  price_varies: Generated<number>;
  /** Units available (the API's `available`): the sum of the sellable variants' stock. */
  stock: number;
  published: number;
  /** Pending back-in-stock requests, kept equal to the count in stock_subscriptions. */
  subscribers: Generated<number>;
  units_sold: Generated<number>;
  rating_average: Generated<number>;
  rating_count: Generated<number>;
  /** Brand, category, colour names and the like: indexed for search with the name. */
  search_keywords: string;
  date_added: string;
  modified_by: number | null;
  modified_date: string;
  /** Last stock change by an order (migration 0015); admin writes set `modified_date`. Change feeds read both. */
  changed_at?: string | null;
  /** Its tax category's code (migration 0016); variants use their product's. */
  tax_category: Generated<string>;
  /** Grams, for shipping rates by weight; a variant's own weight overrides it. */
  weight: number | null;
  /** `gift_card`: sold with a recipient and mailed; no stock taken, no shipping (migration 0025). */
  kind: Generated<'physical' | 'gift_card'>;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  alt: string;
  /** JSON of the stored variants (lib/image-storage StoredImage). */
  variants: string;
}

export interface ProductColorsTable {
  product_id: number;
  position: number;
  name: string;
  /** Lower-cased name: what filters compare. */
  key: string;
  hex: string | null;
}

export interface ProductSizesTable {
  product_id: number;
  position: number;
  name: string;
  key: string;
}

export interface ProductReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  rating: number;
  title: string;
  body: string;
  created_at: string;
  updated_at: string;
}

export interface StockSubscriptionsTable {
  id: Generated<number>;
  product_id: number;
  /** The variant waited for; null: any variant of the product. */
  variant_id: number | null;
  user_id: number | null;
  email: string;
  created_at: string;
  notified_at: string | null;
}

/** A colour x size of a product (migration 0012). Prices in cents; null: the product's base price. */
export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  sku: string;
  color: string | null;
  size: string | null;
  /** Lower-cased names, '' for none: with the product, the variant's unique key. */
  color_key: string;
  size_key: string;
  stock: number;
  price: number | null;
  sale_price: number | null;
  image_id: number | null;
  barcode: string | null;
  position: number;
  /** Set when its colour or size left the product while orders still name it. */
  retired_at: string | null;
  created_at: string;
  updated_at: string;
  /** Grams (migration 0016); null: the product's weight. */
  weight?: number | null;
}

export interface CatalogTables {
  product_variants: ProductVariantsTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_colors: ProductColorsTable;
  product_sizes: ProductSizesTable;
  product_reviews: ProductReviewsTable;
  stock_subscriptions: StockSubscriptionsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
