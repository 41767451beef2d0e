/**
 * Pure planning of a product's variants: one per colour x size (colour-major, in the product's
 * option order), or one default variant without options. Shared by migration 0012 and the
 * catalog writer, so both name SKUs the same way.
 */
export interface OptionName {
  name: string;
}

export interface PlannedVariant {
  color: string | null;
  size: string | null;
  color_key: string;
  size_key: string;
  position: number;
}

export const optionKey = (name: string | null | undefined): string => (name ?? '').trim().toLowerCase();

/** The colour x size combinations of a product, colour-major. */
export function combinations(colors: OptionName[], sizes: OptionName[]): PlannedVariant[] {
  const cs: Array<string | null> = colors.length > 0 ? colors.map((c) => c.name) : [null];
  const ss: Array<string | null> = sizes.length > 0 ? sizes.map((s) => s.name) : [null];
  const out: PlannedVariant[] = [];
  for (const color of cs) {
    for (const size of ss) out.push({ color, size, color_key: optionKey(color), size_key: optionKey(size), position: out.length });
  }
  return out;
}

const SKU_MAX = 64;
const part = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A SKU from the slug and option names ("AIR-RUNNER-RED-42"), unique against `taken` (which it
 * extends): a collision gets "-2", "-3"… The slug part is shortened so the SKU fits 64 characters.
 */
export function skuFor(slug: string, color: string | null, size: string | null, taken: Set<string>): string {
  const options = [color, size]
    .filter((x): x is string => !!x)
    .map(part)
    .filter(Boolean);
  const tail = options.length > 0 ? `-${options.join('-')}` : '';
  const head = (part(slug) || 'ITEM').slice(0, Math.max(8, SKU_MAX - 4 - tail.length));
  const base = `${head}${tail}`.slice(0, SKU_MAX - 4);
  let sku = base;
  for (let n = 2; taken.has(sku); n++) sku = `${base}-${n}`;
  taken.add(sku);
  return sku;
}

/** Splits `total` units over `count` variants: the same share each, the first ones one more. */
export function spreadStock(total: number, count: number): number[] {
  const share = Math.floor(total / count);
  const rest = total - share * count;
  return Array.from({ length: count }, (_, i) => share + (i < rest ? 1 : 0));
}
