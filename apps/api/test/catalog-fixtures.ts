import { toMinor } from '@shopwright/shared/money';
import type { Database } from '../src/db/database';
import { createImageStorage } from '../src/lib/image-storage';
import { productArtSvg, type ProductArtKind } from '../src/lib/product-art/index';
import { insertUser } from '../src/modules/auth/auth.repo';
import { slugOf } from '../src/modules/catalog/product-key';
import { insertProduct, insertProductImage, refreshRatings, searchKeywords } from '../src/modules/catalog/products.repo';
import { upsertReview } from '../src/modules/catalog/reviews.repo';

export interface FixtureProduct {
  name: string;
  category: string;
  brand?: string;
  price: number;
  sale?: number;
  stock?: number;
  sold?: number;
  days?: number;
  published?: boolean;
  colors?: string[];
  sizes?: string[];
  features?: string[];
  description?: string;
  /** Stars of the reviews fixture users leave on it. */
  ratings?: number[];
  art?: ProductArtKind;
}

/**
 * A small, fixed catalog the API tests assert against. Sorted by units sold: Zebra (hidden),
 * Pegasus, Sony, Galaxy, Pride, iPhone, Basketball, MacBook, Ultraboost, Moby, Lamp, Hoodie.
 */
export const SMALL_CATALOG: FixtureProduct[] = [
  {
    name: 'Apple iPhone 15 Pro',
    category: 'electronics',
    brand: 'Apple',
    price: 999,
    stock: 10,
    sold: 500,
    days: 30,
    colors: ['Black Titanium', 'Natural Titanium'],
    sizes: ['128 GB', '256 GB'],
    ratings: [5, 4],
    description: 'A titanium smartphone with a pro camera.',
    art: 'phone',
  },
  {
    name: 'Samsung Galaxy S24',
    category: 'electronics',
    brand: 'Samsung',
    price: 799,
    sale: 699,
    stock: 5,
    sold: 800,
    days: 10,
    colors: ['Onyx Black', 'Amber Yellow'],
    ratings: [5, 5, 4],
    description: 'An Android smartphone with Galaxy AI.',
  },
  {
    name: 'Apple MacBook Air',
    category: 'electronics',
    brand: 'Apple',
    price: 1099,
    stock: 0,
    sold: 300,
    days: 60,
    colors: ['Midnight'],
    description: 'A thin and light laptop.',
  },
  {
    name: 'Sony WH-1000XM5 Headphones',
    category: 'electronics',
    brand: 'Sony',
    price: 399,
    sale: 329,
    stock: 7,
    sold: 900,
    days: 5,
    colors: ['Black'],
    description: 'Noise cancelling wireless headphones.',
  },
  {
    name: 'Nike Pegasus Running Shoe',
    category: 'clothing',
    brand: 'Nike',
    price: 139.99,
    sale: 109.99,
    stock: 20,
    sold: 1000,
    days: 20,
    colors: ['Black', 'White'],
    sizes: ['41', '42', '43'],
    ratings: [5],
    description: 'A responsive everyday running shoe.',
  },
  {
    name: 'Adidas Ultraboost Light',
    category: 'clothing',
    brand: 'Adidas',
    price: 189.99,
    stock: 3,
    sold: 200,
    days: 2,
    colors: ['White'],
    sizes: ['42', '44'],
    description: 'A light running shoe with Boost foam.',
  },
  {
    name: 'Nike Club Hoodie',
    category: 'clothing',
    brand: 'Nike',
    price: 59.99,
    stock: 0,
    sold: 50,
    days: 90,
    colors: ['Black'],
    sizes: ['S', 'M', 'L'],
    ratings: [3],
    description: 'A soft fleece hoodie.',
  },
  {
    name: 'Zebra Prototype Phone',
    category: 'electronics',
    brand: 'Apple',
    price: 5,
    stock: 3,
    sold: 99_999,
    days: 1,
    published: false,
    colors: ['Black'],
    sizes: ['42'],
    description: 'Not for sale yet.',
  },
  {
    name: 'Nordhem Table Lamp',
    category: 'home',
    brand: 'Nordhem',
    price: 79,
    stock: 12,
    sold: 100,
    days: 15,
    colors: ['Terracotta'],
    description: 'A ceramic table lamp with a linen shade.',
  },
  {
    name: 'Pride and Prejudice',
    category: 'books',
    brand: 'Penguin Classics',
    price: 9.99,
    stock: 50,
    sold: 700,
    days: 100,
    features: ['Author: Jane Austen'],
    ratings: [5, 5, 5, 4],
    description: 'A classic novel of manners.',
  },
  {
    name: 'Moby-Dick',
    category: 'books',
    brand: 'Penguin Classics',
    price: 12.99,
    sale: 9.99,
    stock: 30,
    sold: 150,
    days: 40,
    features: ['Author: Herman Melville'],
    description: 'The hunt for the white whale.',
  },
  {
    name: 'Wilson Evolution Basketball',
    category: 'sports',
    brand: 'Wilson',
    price: 79.99,
    stock: 8,
    sold: 400,
    days: 50,
    colors: ['Brown'],
    sizes: ['6', '7'],
    description: 'An indoor game basketball.',
  },
];

const DAY = 86_400_000;
let reviewerCount = 0;

async function brandId(db: Database, name: string | undefined): Promise<number | null> {
  if (!name) return null;
  const slug = slugOf(name);
  const found = await db.selectFrom('brands').select('id').where('slug', '=', slug).executeTakeFirst();
  if (found) return found.id;
  return (await db.insertInto('brands').values({ name, slug }).returning('id').executeTakeFirstOrThrow()).id;
}

async function fixtureReviewer(db: Database): Promise<number> {
  reviewerCount += 1;
  const tag = `${Date.now().toString(36)}${reviewerCount}`;
  const now = new Date().toISOString();
  return insertUser(db, {
    email: `reviewer_${tag}@example.com`,
    username: `reviewer_${tag}`,
    first_name: 'Rita',
    last_name: 'Reviewer',
    password_hash: '!',
    role: 'customer',
    date_joined: now,
    updated_at: now,
  });
}

/** Inserts one product through the catalog repository, with its reviews; returns its id. */
export async function createProduct(db: Database, p: FixtureProduct): Promise<number> {
  const category = await db.selectFrom('categories').select(['id', 'name']).where('slug', '=', p.category).executeTakeFirstOrThrow();
  const id = await insertProduct(db, {
    slug: slugOf(p.name),
    name: p.name,
    category_id: category.id,
    brand_id: await brandId(db, p.brand),
    description: p.description ?? '',
    features: p.features ?? [],
    regular_price: toMinor(p.price),
    sale_price: toMinor(p.sale ?? p.price),
    stock: p.stock ?? 10,
    published: p.published ?? true,
    units_sold: p.sold ?? 0,
    date_added: new Date(Date.now() - (p.days ?? 0) * DAY).toISOString(),
    search_keywords: searchKeywords([p.brand, category.name, ...(p.colors ?? [])]),
    colors: (p.colors ?? []).map((name) => ({ name, hex: null })),
    sizes: p.sizes ?? [],
  });
  for (const rating of p.ratings ?? []) {
    await upsertReview(
      db,
      { product_id: id, user_id: await fixtureReviewer(db), rating, title: 'Fixture review', body: 'Written by a test.' },
      new Date().toISOString(),
    );
  }
  await refreshRatings(db, id);
  return id;
}

/** Seeds the products (by default SMALL_CATALOG); returns their ids by name. */
export async function seedSmallCatalog(db: Database, products = SMALL_CATALOG): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const p of products) ids[p.name] = await createProduct(db, p);
  return ids;
}

/** Renders and stores a picture for a product (as the demo seed does). */
export async function addPicture(db: Database, dataDir: string, productId: number, art: ProductArtKind, position = 0) {
  const stored = await createImageStorage(dataDir).save(
    `products/${productId}`,
    `picture ${position}`,
    Buffer.from(productArtSvg({ kind: art, color: '#2563eb', fallbackHue: 220 })),
  );
  await insertProductImage(db, productId, position, `Picture ${position}`, stored);
  return stored;
}
