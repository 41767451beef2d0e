import { toMinor } from '@shopwright/shared/money';
import type { Database } from '../database';
import { createImageStorage, type StoredImage } from '../../lib/image-storage';
import { productArtSvg, type ProductArtKind } from '../../lib/product-art/index';
import { slugOf } from '../../modules/catalog/product-key';
import { searchKeywords } from '../../modules/catalog/products.repo';
import { allSkus, insertVariantsFor } from '../../modules/catalog/variants.repo';
import { SEED_BRANDS } from './catalog/brands';
import { seededRandom } from './catalog/reviews';

/** Name parts and picture kinds per category, for benchmark catalogs of any size. */
const KINDS: Record<string, { nouns: Array<[string, ProductArtKind]>; sizes: string[] }> = {
  electronics: {
    nouns: [
      ['Smartphone', 'phone'],
      ['Laptop', 'laptop'],
      ['Tablet', 'tablet'],
      ['Headphones', 'headphones'],
      ['Earbuds', 'earbuds'],
      ['Smartwatch', 'watch'],
      ['Camera', 'camera'],
      ['Speaker', 'speaker'],
    ],
    sizes: ['64 GB', '128 GB', '256 GB', '512 GB'],
  },
  clothing: {
    nouns: [
      ['Running Shoe', 'sneaker'],
      ['Hoodie', 'hoodie'],
      ['Jacket', 'jacket'],
      ['T-Shirt', 'tshirt'],
      ['Jeans', 'pants'],
      ['Dress', 'dress'],
      ['Cap', 'cap'],
    ],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  },
  home: {
    nouns: [
      ['Table Lamp', 'lamp'],
      ['Lounge Chair', 'chair'],
      ['Sofa', 'sofa'],
      ['Mug', 'mug'],
      ['Kettle', 'kettle'],
      ['Vase', 'vase'],
      ['Cushion', 'cushion'],
    ],
    sizes: ['Small', 'Medium', 'Large'],
  },
  sports: {
    nouns: [
      ['Football', 'football'],
      ['Basketball', 'basketball'],
      ['Tennis Racket', 'tennisRacket'],
      ['Dumbbell', 'dumbbell'],
      ['Yoga Mat', 'yogaMat'],
      ['Bike Helmet', 'helmet'],
      ['Water Bottle', 'bottle'],
    ],
    sizes: ['S/M', 'M/L'],
  },
  books: {
    nouns: [
      ['Novel', 'book'],
      ['Cookbook', 'book'],
      ['Travel Guide', 'book'],
      ['Poetry Collection', 'book'],
    ],
    sizes: [],
  },
};
const WORDS = [
  'Aero',
  'Nova',
  'Terra',
  'Lumen',
  'Vista',
  'Echo',
  'Pulse',
  'Drift',
  'Summit',
  'Harbor',
  'Ember',
  'Atlas',
  'Orbit',
  'Willow',
  'Cobalt',
  'Sierra',
];
const EDITIONS = ['Pro', 'Max', 'Lite', 'Ultra', 'Air', 'Mini', 'Plus', 'Classic', 'Sport', 'Studio'];
const COLORS: Array<[string, string]> = [
  ['Black', '#1f1f1f'],
  ['White', '#f4f4f4'],
  ['Navy', '#1f2a44'],
  ['Red', '#c8102e'],
  ['Green', '#2f6b4f'],
  ['Sand', '#d8c3a5'],
  ['Blue', '#2f6fb3'],
  ['Grey', '#8a8d91'],
];

export interface LargeCatalogContext {
  categories: Array<{ id: number; slug: string; name: string }>;
  brands: Array<{ id: number; name: string }>;
  /** One stored picture per kind, shared by every generated product of that kind. */
  pictures: Map<ProductArtKind, StoredImage>;
  /** SKUs in use (upper-cased), so generated variants never collide. */
  skus: Set<string>;
}

/** Brands and placeholder pictures the generated products use. */
export async function prepareLargeCatalog(db: Database, dataDir: string): Promise<LargeCatalogContext> {
  const names = [...SEED_BRANDS, ...WORDS.map((w) => `${w} Works`)];
  await db
    .insertInto('brands')
    .values(names.map((name) => ({ name, slug: slugOf(name) })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const brands = await db.selectFrom('brands').select(['id', 'name']).execute();
  const categories = await db.selectFrom('categories').select(['id', 'slug', 'name']).where('slug', 'in', Object.keys(KINDS)).execute();
  const storage = createImageStorage(dataDir);
  const pictures = new Map<ProductArtKind, StoredImage>();
  for (const kind of new Set(Object.values(KINDS).flatMap((k) => k.nouns.map(([, art]) => art)))) {
    const svg = productArtSvg({ kind, color: '#64748b', fallbackHue: 220, title: 'A Good Book', subtitle: 'Shopwright' });
    pictures.set(kind, await storage.save('products/placeholder', kind, Buffer.from(svg)));
  }
  return { categories, brands, pictures, skus: await allSkus(db) };
}

interface LargeItem {
  category: { id: number; slug: string; name: string };
  brand: { id: number; name: string };
  name: string;
  art: ProductArtKind;
  price: number;
  colors: Array<[string, string]>;
  sizes: string[];
}

function generateItems(ctx: LargeCatalogContext, from: number, to: number, random: () => number): LargeItem[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: to - from }, (_, i) => {
    const category = ctx.categories[(from + i) % ctx.categories.length]!;
    const kind = KINDS[category.slug]!;
    const [noun, art] = pick(kind.nouns);
    const brand = pick(ctx.brands);
    const name = `${brand.name} ${pick(WORDS)} ${noun} ${pick(EDITIONS)} ${from + i}`;
    const price = Math.round((5 + random() * random() * 1500) * 100) / 100;
    const colors = kind.sizes.length === 0 ? [] : [...new Set([pick(COLORS), pick(COLORS)])];
    return { category, brand, name, art, price, colors, sizes: kind.sizes.filter(() => random() < 0.5) };
  });
}

// Ratings are set directly (there are no reviews), so that sorting by rating has something to sort.
function productRow(p: LargeItem, now: number, random: () => number) {
  const date = new Date(now - random() * 365 * 86_400_000).toISOString();
  return {
    slug: slugOf(p.name),
    name: p.name,
    category_id: p.category.id,
    brand_id: p.brand.id,
    description: `${p.name}: a ${p.category.name.toLowerCase()} favourite, generated for benchmarks.`,
    features: JSON.stringify([`${p.category.name} essential`, 'Free returns within 30 days']),
    regular_price: toMinor(p.price),
    sale_price: random() < 0.25 ? toMinor(p.price * 0.8) : toMinor(p.price),
    stock: random() < 0.05 ? 0 : Math.floor(random() * 200),
    published: random() < 0.98 ? 1 : 0,
    units_sold: Math.floor(random() * random() * 5000),
    rating_average: Math.round((3 + random() * 2) * 100) / 100,
    rating_count: Math.floor(random() * 300),
    search_keywords: searchKeywords([p.brand.name, p.category.name, ...p.colors.map(([c]) => c)]),
    date_added: date,
    modified_date: date,
  };
}

/** Inserts products number `from` to `to - 1` (with colours, sizes and a picture) in one transaction. */
export async function insertLargeBatch(db: Database, ctx: LargeCatalogContext, from: number, to: number, now: number): Promise<void> {
  const random = seededRandom(from + 1);
  const items = generateItems(ctx, from, to, random);
  await db.transaction().execute(async (trx) => {
    const values = items
      .map((p) => productRow(p, now, random))
      .map((r) => ({ ...r, base_price: r.regular_price, base_sale_price: r.sale_price }));
    const rows = await trx.insertInto('products').values(values).returning(['id', 'slug', 'stock']).execute();
    const byslug = new Map(rows.map((r) => [r.slug, r]));
    const placed = items.map((p) => ({
      ...p,
      id: byslug.get(slugOf(p.name))!.id,
      slug: slugOf(p.name),
      stock: byslug.get(slugOf(p.name))!.stock,
    }));
    await insertParts(trx, ctx, placed);
    await insertVariantsFor(
      trx,
      placed.map((p) => ({ ...p, colors: p.colors.map(([c]) => c) })),
      ctx.skus,
    );
  });
}

async function insertParts(db: Database, ctx: LargeCatalogContext, items: Array<LargeItem & { id: number }>) {
  const colors = items.flatMap((p) =>
    p.colors.map(([name, hex], position) => ({ product_id: p.id, position, name, key: name.toLowerCase(), hex })),
  );
  const sizes = items.flatMap((p) => p.sizes.map((name, position) => ({ product_id: p.id, position, name, key: name.toLowerCase() })));
  const images = items.map((p) => ({ product_id: p.id, position: 0, alt: p.name, variants: JSON.stringify(ctx.pictures.get(p.art)) }));
  if (colors.length > 0) await db.insertInto('product_colors').values(colors).execute();
  if (sizes.length > 0) await db.insertInto('product_sizes').values(sizes).execute();
  await db.insertInto('product_images').values(images).execute();
}
