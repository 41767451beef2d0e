import type { ProductDetail, ProductVariant } from '@shopwright/shared/catalog';

type ProductOptions = Pick<ProductDetail, 'colors' | 'available_sizes' | 'variants'>;

/** What the shopper has chosen: a colour and a size of the product, or none yet. */
export interface VariantChoice {
  color: string | null;
  size: string | null;
  /** The variant of that colour and size; null while an option is still to choose. */
  variant: ProductVariant | null;
}

const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
const pick = (names: readonly string[], wanted: string | null) => (wanted ? (names.find((n) => same(n, wanted)) ?? null) : null);

/** The variant of a colour and a size (either null when the product has no such option). */
export function variantOf(product: ProductOptions, color: string | null, size: string | null): ProductVariant | null {
  if (product.colors.length > 0 && !color) return null;
  if (product.available_sizes.length > 0 && !size) return null;
  return product.variants.find((v) => same(v.color, color) && same(v.size, size)) ?? null;
}

/**
 * The choice a page address asks for (`?color=…&size=…`, any case). Unknown names are ignored; a
 * product with colours starts on the asked colour, else the first one with stock, else the first.
 * The size is never guessed: the shopper chooses it (the add-to-cart button says so).
 */
export function choiceFromParams(product: ProductOptions, params: URLSearchParams): VariantChoice {
  const inStockColor = product.colors.find((c) => product.variants.some((v) => same(v.color, c) && v.in_stock));
  const color = product.colors.length > 0 ? (pick(product.colors, params.get('color')) ?? inStockColor ?? product.colors[0] ?? null) : null;
  const size = pick(product.available_sizes, params.get('size'));
  return { color, size, variant: variantOf(product, color, size) };
}

/** The page address's parameters for a choice (other parameters kept). */
export function paramsForChoice(current: URLSearchParams, color: string | null, size: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of [
    ['color', color],
    ['size', size],
  ] as const) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** Whether any variant of this colour (every size) can be bought. */
export const colorInStock = (product: ProductOptions, color: string) => product.variants.some((v) => same(v.color, color) && v.in_stock);

/** Whether this size can be bought in the chosen colour (any colour when none is chosen). */
export const sizeInStock = (product: ProductOptions, color: string | null, size: string) =>
  product.variants.some((v) => same(v.size, size) && (!color || same(v.color, color)) && v.in_stock);

/** The variants the price and stock speak for: the chosen one, else those of the chosen colour. */
export function variantsInView(product: ProductOptions, choice: VariantChoice): ProductVariant[] {
  if (choice.variant) return [choice.variant];
  return choice.color ? product.variants.filter((v) => same(v.color, choice.color)) : product.variants;
}

/** The card-size URL of the chosen colour's own picture, when it has one. */
export function colorImage(product: ProductOptions, choice: VariantChoice): string | null {
  return choice.variant?.image ?? product.variants.find((v) => v.image && same(v.color, choice.color))?.image ?? null;
}
