import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { Database } from '../database';
import { createImageStorage, mediaUrl, planImage, type ImageStorage, type StoredImage } from '../../lib/image-storage';
import { PRODUCT_ART_SIZE, productArtSvg, type ArtSpec, type ProductArtKind } from '../../lib/product-art/index';
import { slugOf } from '../../modules/catalog/product-key';
import { insertProductImage } from '../../modules/catalog/products.repo';
import { linkColourPictures } from '../../modules/catalog/variants.repo';
import { DEMO_CATALOG } from './catalog/index';
import type { SeedCategory, SeedProduct } from './catalog/types';

/** Pictures per product: one per colour, for the first colours. */
const PICTURES_PER_PRODUCT = 2;
const ART_SIZE = { width: PRODUCT_ART_SIZE, height: PRODUCT_ART_SIZE };

const CATEGORY_ART: Record<string, ArtSpec & { kind: ProductArtKind }> = {
  electronics: { kind: 'headphones', color: '#4f46e5', fallbackHue: 220 },
  clothing: { kind: 'sneaker', color: '#e11d48', fallbackHue: 20 },
  home: { kind: 'lamp', color: '#0f766e', fallbackHue: 140 },
  sports: { kind: 'basketball', color: '#ea580c', fallbackHue: 190 },
  books: { kind: 'book', color: '#1e3a8a', fallbackHue: 40, title: 'Stories Worth Keeping', subtitle: 'Classics' },
};

/** A demo picture: recorded in the database first, its files rendered afterwards. */
export interface PendingPicture {
  folder: string;
  name: string;
  svg: string;
  image: StoredImage;
}

export interface PlannedProduct {
  id: number;
  product: SeedProduct;
  category: SeedCategory;
}

function pending(folder: string, name: string, spec: ArtSpec & { kind: ProductArtKind }): PendingPicture {
  const svg = productArtSvg(spec);
  return { folder, name, svg, image: planImage(folder, name, Buffer.from(svg), ART_SIZE) };
}

function productPictures({ id, product, category }: PlannedProduct): Array<PendingPicture & { alt: string }> {
  const base = { kind: product.art, fallbackHue: category.hue, title: product.name, subtitle: product.author };
  if (product.colors.length === 0) {
    const alt = product.author ? `${product.name} by ${product.author}, cover` : product.name;
    return [{ alt, ...pending(`products/${id}`, product.name, { ...base, color: product.tint ?? '#64748b' }) }];
  }
  return product.colors.slice(0, PICTURES_PER_PRODUCT).map(([colour, hex]) => ({
    alt: `${product.name} in ${colour}`,
    ...pending(`products/${id}`, `${product.name} ${colour}`, { ...base, color: hex }),
  }));
}

/** Records the demo products' pictures (files come later, from renderPictures). */
export async function recordProductPictures(db: Database, planned: PlannedProduct[]): Promise<PendingPicture[]> {
  const all: PendingPicture[] = [];
  for (const p of planned) {
    for (const [position, picture] of productPictures(p).entries()) {
      await insertProductImage(db, p.id, position, picture.alt, picture.image);
      all.push(picture);
    }
    // Each colour's variants show its picture, so choosing a colour switches the product page's picture.
    if (p.product.colors.length > 1) await linkColourPictures(db, p.id);
  }
  return all;
}

/** Gives the base categories without a picture an illustration for the home page tiles. */
export async function recordCategoryPictures(db: Database): Promise<PendingPicture[]> {
  const categories = await db.selectFrom('categories').select(['id', 'slug', 'name']).where('image_variants', 'is', null).execute();
  const all: PendingPicture[] = [];
  for (const c of categories.filter((c) => CATEGORY_ART[c.slug])) {
    const picture = pending(`categories/${c.slug}`, c.name, CATEGORY_ART[c.slug]!);
    await db
      .updateTable('categories')
      .set({ image: mediaUrl(picture.image.card.path), image_variants: JSON.stringify(picture.image) })
      .where('id', '=', c.id)
      .execute();
    all.push(picture);
  }
  return all;
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const VARIANTS = ['thumbnail', 'card', 'full'] as const;

/** Copies a picture's files from the render cache; false when any is missing there. */
async function restoreFromCache(storage: ImageStorage, image: StoredImage, cacheDir: string): Promise<boolean> {
  const cached = VARIANTS.map((v) => join(cacheDir, basename(image[v].path)));
  if (!cached.every((file) => existsSync(file))) return false;
  await mkdir(dirname(storage.resolve(image.full.path)), { recursive: true });
  await Promise.all(VARIANTS.map((v, i) => copyFile(cached[i]!, storage.resolve(image[v].path))));
  return true;
}

async function saveToCache(storage: ImageStorage, image: StoredImage, cacheDir: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  await Promise.all(VARIANTS.map((v) => copyFile(storage.resolve(image[v].path), join(cacheDir, basename(image[v].path)))));
}

/**
 * Renders the pictures whose files are missing; returns how many it rendered. File names carry
 * a hash of the drawing, so a cache of rendered files can be shared by every data directory of
 * this checkout (fresh test shops, a reset database) and filled only once.
 */
export async function renderPictures(
  storage: ImageStorage,
  pictures: PendingPicture[],
  concurrency: number,
  cacheDir?: string,
): Promise<number> {
  const todo = pictures.filter((p) => !storage.exists(p.image));
  let rendered = 0;
  await mapLimit(todo, concurrency, async (p) => {
    if (cacheDir && (await restoreFromCache(storage, p.image, cacheDir))) return;
    await storage.save(p.folder, p.name, Buffer.from(p.svg));
    rendered += 1;
    if (cacheDir) await saveToCache(storage, p.image, cacheDir);
  });
  return rendered;
}

/** The demo pictures the database refers to whose files are not (yet) in the media folder. */
export async function missingDemoPictures(db: Database, storage: ImageStorage): Promise<PendingPicture[]> {
  const seeds = new Map(
    DEMO_CATALOG.flatMap((category) => category.products.map((product) => [slugOf(product.name), { product, category }] as const)),
  );
  const products = await db
    .selectFrom('products')
    .select(['id', 'slug'])
    .where('slug', 'in', [...seeds.keys()])
    .execute();
  const images =
    products.length === 0
      ? []
      : await db
          .selectFrom('product_images')
          .select('variants')
          .where(
            'product_id',
            'in',
            products.map((p) => p.id),
          )
          .execute();
  const categories = await db.selectFrom('categories').select(['slug', 'name', 'image_variants']).execute();
  const recorded = new Set([...images.map((i) => i.variants), ...categories.map((c) => c.image_variants)].map(fullPathOf));
  const wanted = [
    ...products.flatMap((row) => productPictures({ id: row.id, ...seeds.get(row.slug)! })),
    ...categories.filter((c) => CATEGORY_ART[c.slug]).map((c) => pending(`categories/${c.slug}`, c.name, CATEGORY_ART[c.slug]!)),
  ];
  return wanted.filter((p) => recorded.has(p.image.full.path) && !storage.exists(p.image));
}

function fullPathOf(variants: string | null): string | undefined {
  try {
    return variants ? (JSON.parse(variants) as StoredImage).full.path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Renders (or restores from the cache) the demo catalog's missing pictures: all of them on a
 * fresh data directory, none later. The server waits for it before listening, so no shopper
 * ever sees a missing picture; only the very first start of a checkout pays the ~20 s render.
 */
export async function renderDemoPictures(db: Database, dataDir: string, cacheDir?: string, concurrency = availableParallelism()) {
  const started = Date.now();
  const storage = createImageStorage(dataDir);
  const missing = await missingDemoPictures(db, storage);
  const rendered = await renderPictures(storage, missing, concurrency, cacheDir);
  return { pictures: missing.length, rendered, ms: Date.now() - started };
}
