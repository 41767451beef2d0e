import type { AdminProductDetail } from '@shopwright/shared/admin';
import type { ProductKind } from '@shopwright/shared/credit/gift-card-sale';
import { percentOff, toMinor } from '@shopwright/shared/money';
import type { FieldErrors } from '../../../lib/form-errors';
import { productTranslationsInput, type TranslationDrafts } from './translation-values';

/** The form keeps what the inputs show (text for numbers and lists); `toProductInput` makes the payload. */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  category: string;
  /** A brand slug, or '' for none. */
  brand: string;
  price: string;
  /** Blank: no sale, shoppers pay the regular price. */
  sale_price: string;
  stock: string;
  /** Only sent on edit, when the stock changed. */
  stock_note: string;
  colors: Array<{ name: string; hex: string }>;
  /** Comma-separated (a size may not contain a comma). */
  sizes: string;
  /** One per line (a feature may not span lines). */
  features: string;
  published: boolean;
  /** A tax category's code. */
  tax_category: string;
  /** Grams; blank: none. */
  weight: string;
  /** `gift_card`: sold with a recipient and mailed; its stock and weight are the shop's (never sold out, nothing shipped). */
  kind: ProductKind;
  /** The languages whose texts were edited (the others stay as stored and are not sent). */
  translations: TranslationDrafts;
}

export type SetProductField = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => void;

export function productFormValuesOf(p?: AdminProductDetail): ProductFormValues {
  return {
    name: p?.name ?? '',
    slug: p?.slug ?? '',
    description: p?.description ?? '',
    category: p?.category.slug ?? '',
    brand: p?.brand?.slug ?? '',
    price: p ? p.price.toFixed(2) : '',
    sale_price: p && p.sale_price < p.price ? p.sale_price.toFixed(2) : '',
    stock: String(p?.stock ?? 0),
    stock_note: '',
    colors: p?.colors.map((c) => ({ name: c.name, hex: c.hex ?? '' })) ?? [],
    sizes: p?.sizes.join(', ') ?? '',
    features: p?.features.join('\n') ?? '',
    published: p?.published ?? false,
    tax_category: p?.tax_category ?? 'standard',
    weight: p?.weight == null ? '' : String(p.weight),
    kind: p?.kind ?? 'physical',
    translations: {},
  };
}

/** Blank stays "not a number", so the shared schema reports it instead of reading it as 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const listOf = (text: string, separator: string | RegExp) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

/** The `POST admin/products` payload, still to be checked with the shared schema. */
export function toProductInput(v: ProductFormValues) {
  const colors = v.colors.map((c) => c.name.trim()).filter(Boolean);
  const translations = productTranslationsInput(v.translations, colors, listOf(v.sizes, ','));
  return {
    name: v.name,
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    description: v.description,
    category: v.category,
    brand: v.brand || null,
    price: numberOf(v.price),
    ...(v.sale_price.trim() ? { sale_price: numberOf(v.sale_price) } : {}),
    // A gift card is never sold out: the shop keeps its stock, whatever the form says.
    stock: v.kind === 'gift_card' ? 0 : numberOf(v.stock),
    colors: v.colors.map((c) => ({ name: c.name, hex: c.hex.trim() || null })),
    sizes: listOf(v.sizes, ','),
    features: listOf(v.features, /\r?\n/),
    published: v.published,
    tax_category: v.tax_category,
    weight: v.kind === 'gift_card' || v.weight.trim() === '' ? null : Number(v.weight),
    kind: v.kind,
    ...(translations ? { translations } : {}),
  };
}

/**
 * The `PATCH admin/products/{id}` payload: every field (the server keeps what is unchanged). A
 * blank sale price ends the sale, and the stock note goes along only with a stock change; a
 * product with several variants leaves its stock to the variant table.
 */
export function toProductPatch(v: ProductFormValues, stockBefore: number, stockPerVariant = false) {
  const { slug, sale_price, stock, ...rest } = toProductInput(v);
  const note = v.stock_note.trim();
  return {
    ...rest,
    // With several variants the variant table owns the stock, and a gift card's is the shop's: the form leaves it alone.
    ...(stockPerVariant || v.kind === 'gift_card' ? {} : { stock }),
    ...(slug ? { slug } : {}),
    // No sale: shoppers pay the regular price (left out while that price is itself invalid, so only it is reported).
    ...(sale_price !== undefined ? { sale_price } : Number.isFinite(rest.price) ? { sale_price: rest.price } : {}),
    ...(!stockPerVariant && stock !== stockBefore && note ? { stock_note: note } : {}),
  };
}

/** The percentage shoppers save while both prices make sense, else null. */
export function livePercentOff(v: Pick<ProductFormValues, 'price' | 'sale_price'>): number | null {
  const price = numberOf(v.price);
  const sale = numberOf(v.sale_price);
  if (!(price > 0) || !(sale > 0) || sale >= price) return null;
  return percentOff(toMinor(price), toMinor(sale));
}

/** The first error of a list field or any of its items ("features.3" for the fourth line). */
export function listError(errors: FieldErrors, field: string, describe: (index: number) => string): string | undefined {
  if (errors[field]) return errors[field];
  const key = Object.keys(errors).find((k) => k.startsWith(`${field}.`) && errors[k]);
  if (!key) return undefined;
  const index = Number(key.split('.')[1]);
  return `${describe(index)}: ${errors[key]}`;
}
