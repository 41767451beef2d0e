import { randomBytes } from 'node:crypto';
import { toMinor } from '@shopwright/shared/money';
import type { Database } from '../database';
import { hashPassword } from '../../lib/passwords';
import { slugOf } from '../../modules/catalog/product-key';
import { insertProduct, refreshRatings, searchKeywords } from '../../modules/catalog/products.repo';
import { SEED_BRANDS } from './catalog/brands';
import { DEMO_CATALOG } from './catalog/index';
import { REVIEWERS, ratingsFor, reviewTexts, seededRandom } from './catalog/reviews';
import { recordCategoryPictures, recordProductPictures, type PlannedProduct } from './catalog-images';
import { KIND_KEYWORDS } from './catalog/kind-keywords';

const DAY = 86_400_000;

export interface CatalogSeedOptions {
  /** The clock the dates count back from (tests fix it). */
  now?: Date;
}

export interface CatalogSeedResult {
  products: number;
  /** Pictures recorded; renderDemoPictures draws their files. */
  images: number;
  ms: number;
}

async function insertBrands(db: Database): Promise<Map<string, number>> {
  await db
    .insertInto('brands')
    .values(SEED_BRANDS.map((name) => ({ name, slug: slugOf(name) })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const rows = await db.selectFrom('brands').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Customers who wrote the demo reviews; their passwords are random, so nobody can sign in as them. */
async function insertReviewers(db: Database, now: string): Promise<number[]> {
  const people = REVIEWERS.map(([first, last]) => ({ first, last, email: `${first}.${last}@reviewers.example.com`.toLowerCase() }));
  for (const p of people) {
    await db
      .insertInto('users')
      .values({
        email: p.email,
        username: `${p.first}.${p.last}`.toLowerCase(),
        first_name: p.first,
        last_name: p.last,
        role: 'customer',
        password_hash: await hashPassword(randomBytes(24).toString('base64url')),
        date_joined: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      people.map((p) => p.email),
    )
    .execute();
  return people.map((p) => rows.find((r) => r.email === p.email)!.id);
}

async function insertProducts(db: Database, brands: Map<string, number>, now: number): Promise<PlannedProduct[]> {
  const categories = await db.selectFrom('categories').select(['id', 'slug', 'name']).execute();
  const planned: PlannedProduct[] = [];
  for (const category of DEMO_CATALOG) {
    const row = categories.find((c) => c.slug === category.slug);
    if (!row) continue;
    for (const [i, p] of category.products.entries()) {
      const added = new Date(now - p.days * DAY - (i % 7) * 3_600_000).toISOString();
      const id = await insertProduct(db, {
        slug: slugOf(p.name),
        name: p.name,
        category_id: row.id,
        brand_id: brands.get(p.brand) ?? null,
        description: p.description,
        features: p.features,
        regular_price: toMinor(p.price),
        sale_price: toMinor(p.sale ?? p.price),
        stock: p.stock,
        published: p.published !== false,
        units_sold: p.sold,
        date_added: added,
        search_keywords: searchKeywords([p.brand, row.name, p.author, KIND_KEYWORDS[p.art], ...p.colors.map(([name]) => name)]),
        colors: p.colors.map(([name, hex]) => ({ name, hex })),
        sizes: p.sizes ?? [],
      });
      planned.push({ id, product: p, category });
    }
  }
  return planned;
}

async function insertReviews(db: Database, planned: PlannedProduct[], reviewers: number[], now: number) {
  for (const { id, product, category } of planned) {
    const random = seededRandom(id * 7919);
    const ratings = ratingsFor(product.rating, Math.min(product.reviews, reviewers.length), random);
    const start = Math.floor(random() * reviewers.length);
    const values = ratings.map((rating, i) => {
      const texts = reviewTexts(category.slug, rating);
      const [title, body] = texts[(id + i) % texts.length]!;
      const at = new Date(now - random() * product.days * DAY).toISOString();
      return { product_id: id, user_id: reviewers[(start + i) % reviewers.length]!, rating, title, body, created_at: at, updated_at: at };
    });
    if (values.length > 0) await db.insertInto('product_reviews').values(values).execute();
  }
  await refreshRatings(db);
}

/**
 * Fills an empty catalog with the demo shop: brands, 70 products over the five categories with
 * colours, sizes, stock and reviews, and their pictures (recorded here, rendered by
 * renderDemoPictures). Does nothing if any product exists.
 */
export async function seedCatalog(db: Database, options: CatalogSeedOptions = {}): Promise<CatalogSeedResult> {
  const started = Date.now();
  const existing = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (existing) return { products: 0, images: 0, ms: 0 };
  const now = (options.now ?? new Date()).getTime();
  return db.transaction().execute(async (trx) => {
    const brands = await insertBrands(trx);
    const planned = await insertProducts(trx, brands, now);
    await insertReviews(trx, planned, await insertReviewers(trx, new Date(now).toISOString()), now);
    const pictures = [...(await recordProductPictures(trx, planned)), ...(await recordCategoryPictures(trx))];
    return { products: planned.length, images: pictures.length, ms: Date.now() - started };
  });
}
