import type { NamedRef, ProductImage, ProductListItem, ProductVariant } from '@shopwright/shared/catalog';
import { fromMinor, fromMinorIn, percentOff } from '@shopwright/shared/money';
import { IMAGE_VARIANTS, mediaUrl, type ImageVariantName, type StoredImage } from '../../lib/image-storage';

const VARIANTS = Object.keys(IMAGE_VARIANTS) as ImageVariantName[];

type ImageUrls = Omit<ProductImage, 'alt'>;

/**
 * Stored variants already read, by their JSON: every answer showing an image read it again, ten
 * times for a 10-line cart (issue 29). At most `READ_MAX` are kept, the first read dropped first;
 * the objects are frozen, since answers share them.
 */
const read = new Map<string, ImageUrls | null>();
const READ_MAX = 2_000;

function urlsOf(variantsJson: string): ImageUrls | null {
  let stored: Partial<StoredImage>;
  try {
    stored = JSON.parse(variantsJson) as Partial<StoredImage>;
  } catch {
    return null;
  }
  if (!VARIANTS.every((v) => typeof stored[v]?.path === 'string')) return null;
  const variant = (v: ImageVariantName) =>
    Object.freeze({ url: mediaUrl(stored[v]!.path), width: stored[v]!.width, height: stored[v]!.height });
  return Object.freeze({ thumbnail: variant('thumbnail'), card: variant('card'), full: variant('full') });
}

/** Reads a stored image's variants (JSON) into URLs with sizes; a damaged value shows no image. */
export function imageOf(alt: string | null, variantsJson: string | null): ProductImage | null {
  if (!variantsJson) return null;
  let urls = read.get(variantsJson);
  if (urls === undefined) {
    urls = urlsOf(variantsJson);
    if (read.size >= READ_MAX) read.delete(read.keys().next().value!);
    read.set(variantsJson, urls);
  }
  return urls && { alt: alt ?? '', ...urls };
}

export function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const ratingOf = (average: number | string, count: number | string) => ({
  average: Math.round(Number(average) * 100) / 100,
  count: Number(count),
});

const refOf = (name: string | null, slug: string | null): NamedRef | null => (name && slug ? { name, slug } : null);

/** The columns a listing selects for each product (see products.list.repo). */
export interface ListRow {
  id: number;
  slug: string;
  name: string;
  regular_price: number;
  sale_price: number;
  stock: number;
  rating_average: number;
  rating_count: number;
  date_added: string;
  price_varies: number;
  category_name: string;
  category_slug: string;
  brand_name: string | null;
  brand_slug: string | null;
  image_alt: string | null;
  image_variants: string | null;
}

/** Decimals of minor units: in the base currency as always, or in a market's currency (which the item then names). */
export const moneyIn = (currency?: string) => (currency === undefined ? fromMinor : (minor: number) => fromMinorIn(minor, currency));

/**
 * A list item; `images` are the product's card-size picture URLs (see products.repo pictureUrls).
 * With a `currency` (a call in a market, ADR 027) the row's prices are in it and the item says so.
 */
export function toListItem(row: ListRow, images: string[] = [], currency?: string): ProductListItem {
  const cover = imageOf(row.image_alt, row.image_variants);
  const money = moneyIn(currency);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: refOf(row.brand_name, row.brand_slug),
    category: { name: row.category_name, slug: row.category_slug },
    price: money(Number(row.regular_price)),
    sale_price: money(Number(row.sale_price)),
    percentage_discount: percentOff(Number(row.regular_price), Number(row.sale_price)),
    image: cover?.card.url ?? null,
    cover,
    rating: ratingOf(row.rating_average, row.rating_count),
    in_stock: row.stock > 0,
    available: row.stock,
    date_added: row.date_added,
    images,
    price_varies: Number(row.price_varies) === 1,
    ...(currency === undefined ? {} : { currency }),
  };
}

/** A sellable variant as the storefront shows it (money in minor units in, decimals out; in a market's `currency` if given). */
export function toVariant(
  v: {
    id: number;
    sku: string;
    color: string | null;
    size: string | null;
    price: number;
    sale_price: number;
    stock: number;
    image_alt: string | null;
    image_variants: string | null;
  },
  currency?: string,
): ProductVariant {
  const price = Number(v.price);
  const sale = Number(v.sale_price);
  const money = moneyIn(currency);
  return {
    id: v.id,
    sku: v.sku,
    color: v.color,
    size: v.size,
    price: money(price),
    sale_price: money(sale),
    percentage_discount: percentOff(price, sale),
    available: Number(v.stock),
    in_stock: Number(v.stock) > 0,
    image: imageOf(v.image_alt, v.image_variants)?.card.url ?? null,
    ...(currency === undefined ? {} : { currency }),
  };
}
