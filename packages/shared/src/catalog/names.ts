/*
 * How catalog things are named in links and texts. No schemas here: the storefront's first load
 * imports this file directly (`@shopwright/shared/catalog/names`) and so does not load zod.
 */

/** The menu link for a category: lower-cased name with spaces turned into hyphens (existing links rely on it). */
export const categoryParam = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

/** "Red / 42": how a variant is named to people (empty for a product without options). */
export const variantLabel = (v: { color: string | null; size: string | null }): string =>
  [v.color, v.size].filter((x): x is string => !!x).join(' / ');
