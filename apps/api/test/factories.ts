import type { Database } from '../src/db/database';
import type { StoredImage } from '../src/lib/image-storage';
import { catalogChanged } from '../src/modules/catalog/catalog-changes';
import { refreshProductTotals, setBasePrices, setProductStock, setVariantStock } from '../src/modules/catalog/variants.repo';
import { insertProduct, insertProductImage, searchKeywords, type NewProduct } from '../src/modules/catalog/products.repo';

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${(counter += 1)}`;

/** A seeded category's id (createTestApp seeds the base categories). */
export async function anyCategoryId(db: Database): Promise<number> {
  const row = await db.selectFrom('categories').select('id').orderBy('position').executeTakeFirstOrThrow();
  return row.id;
}

export async function createBrand(db: Database, name = `Brand ${unique()}`): Promise<number> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const row = await db.insertInto('brands').values({ name, slug }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Stored-image variants pointing at made-up files: enough for URLs, no image processing. */
export const fakeImage = (base: string): StoredImage => ({
  thumbnail: { path: `products/${base}-thumbnail.webp`, width: 160, height: 160 },
  card: { path: `products/${base}-card.webp`, width: 480, height: 480 },
  full: { path: `products/${base}-full.webp`, width: 1200, height: 1200 },
});

export interface ProductFixture extends Partial<Omit<NewProduct, 'colors'>> {
  colors?: string[];
  /** How many (fake) images to attach. */
  images?: number;
  /** Units of EVERY variant (colour x size), instead of `stock` spread over them. */
  stockEach?: number;
}

/**
 * Inserts a published product through the catalog's repository: $10.00 regular, $8.00 on sale,
 * 10 in stock, no colours or sizes unless given. Returns its id and slug.
 */
export async function createProduct(db: Database, fixture: ProductFixture = {}): Promise<{ id: number; slug: string; name: string }> {
  const tag = unique();
  const { colors = [], images = 0, stockEach, ...fields } = fixture;
  const name = fields.name ?? `Product ${tag}`;
  const slug = fields.slug ?? `product-${tag}`;
  const id = await insertProduct(db, {
    category_id: fields.category_id ?? (await anyCategoryId(db)),
    brand_id: null,
    description: 'A product made for tests.',
    features: [],
    regular_price: 1000,
    sale_price: 800,
    stock: 10,
    published: true,
    date_added: new Date().toISOString(),
    search_keywords: searchKeywords([name]),
    ...fields,
    name,
    slug,
    colors: colors.map((c) => ({ name: c, hex: null })),
  });
  if (stockEach !== undefined) {
    await db.updateTable('product_variants').set({ stock: stockEach }).where('product_id', '=', id).execute();
    await refreshProductTotals(db, [id]);
  }
  for (let position = 0; position < images; position++)
    await insertProductImage(db, id, position, `${name} ${position + 1}`, fakeImage(`${slug}-${position}`));
  return { id, slug, name };
}

/**
 * Changes a product's stock (spread over its variants), prices (cents: its own, which variants
 * without their own follow) or visibility through the catalog's writers.
 */
export async function updateProduct(
  db: Database,
  id: number,
  patch: { stock?: number; published?: boolean; sale_price?: number; regular_price?: number },
) {
  if (patch.published !== undefined)
    await db
      .updateTable('products')
      .set({ published: patch.published ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  if (patch.stock !== undefined) await setProductStock(db, id, patch.stock);
  if (patch.sale_price !== undefined || patch.regular_price !== undefined) {
    const row = await db.selectFrom('products').select(['base_price', 'base_sale_price']).where('id', '=', id).executeTakeFirstOrThrow();
    await setBasePrices(db, id, { regular: patch.regular_price ?? row.base_price, sale: patch.sale_price ?? row.base_sale_price });
  }
  // The visibility is written here directly: announced as the catalog's own writes are.
  await catalogChanged(db);
}

/** Sets the stock of one variant of a product, named by its colour and size (through the catalog's writer). */
export async function setStockOf(
  db: Database,
  productId: number,
  options: { color?: string; size?: string },
  stock: number,
): Promise<number> {
  const variant = await db
    .selectFrom('product_variants')
    .select('id')
    .where('product_id', '=', productId)
    .where('color_key', '=', (options.color ?? '').toLowerCase())
    .where('size_key', '=', (options.size ?? '').toLowerCase())
    .executeTakeFirstOrThrow();
  await setVariantStock(db, variant.id, stock);
  return variant.id;
}
