import type { AdminProduct, AdminProductDetail, AdminProductImage, PersonRef, ProductTranslation } from '@shopwright/shared/admin';
import { fromMinor, percentOff } from '@shopwright/shared/money';
import { imageOf, jsonList, ratingOf } from '../../catalog/catalog.mappers';
import type { AdminListRow, AdminProductRow } from './admin-products.repo';

/** An account as admin answers show it; null once it is gone. */
export function personRef(id: number | null, email: string | null, first: string | null, last: string | null): PersonRef | null {
  if (id === null || email === null) return null;
  return { id, email, name: `${first ?? ''} ${last ?? ''}`.trim() || email };
}

export function toAdminProduct(row: AdminListRow): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: { name: row.category_name, slug: row.category_slug },
    brand: row.brand_name && row.brand_slug ? { name: row.brand_name, slug: row.brand_slug } : null,
    // The product's own prices (what variants without their own sell at), as the edit form edits them.
    price: fromMinor(row.base_price),
    sale_price: fromMinor(row.base_sale_price),
    percentage_discount: percentOff(row.base_price, row.base_sale_price),
    stock: row.stock,
    variant_count: Number(row.variant_count),
    published: Number(row.published) === 1,
    units_sold: row.units_sold,
    rating: ratingOf(row.rating_average, row.rating_count),
    image: imageOf(row.image_alt, row.image_variants)?.thumbnail.url ?? null,
    date_added: row.date_added,
    modified_date: row.modified_date,
  };
}

export interface ProductParts {
  images: Array<{ id: number; alt: string; variants: string }>;
  colors: Array<{ name: string; hex: string | null }>;
  sizes: Array<{ name: string }>;
  translations: Record<string, ProductTranslation>;
}

export function toAdminImages(rows: ProductParts['images']): AdminProductImage[] {
  return rows.flatMap((r) => {
    const image = imageOf(r.alt, r.variants);
    return image ? [{ id: r.id, ...image }] : [];
  });
}

export function toAdminDetail(row: AdminProductRow, parts: ProductParts): AdminProductDetail {
  const images = toAdminImages(parts.images);
  const first = parts.images[0];
  const listRow = { ...row, image_alt: first?.alt ?? null, image_variants: first?.variants ?? null };
  return {
    ...toAdminProduct(listRow),
    description: row.description,
    features: jsonList(row.features),
    colors: parts.colors.map((c) => ({ name: c.name, hex: c.hex })),
    sizes: parts.sizes.map((s) => s.name),
    images,
    subscribers: row.subscribers,
    tax_category: row.tax_category,
    weight: row.weight === null ? null : Number(row.weight),
    kind: row.kind,
    modified_by: personRef(row.modified_by, row.modifier_email, row.modifier_first_name, row.modifier_last_name),
    translations: parts.translations,
  };
}

/** What an admin edits of a product, as the audit log records it. */
export function editableView(p: AdminProductDetail) {
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    category: p.category.slug,
    brand: p.brand?.slug ?? null,
    price: p.price,
    sale_price: p.sale_price,
    stock: p.stock,
    colors: p.colors,
    sizes: p.sizes,
    features: p.features,
    published: p.published,
    tax_category: p.tax_category,
    weight: p.weight,
    kind: p.kind,
    translations: p.translations,
  };
}
type View = ReturnType<typeof editableView>;

/** The fields that differ, before and after. */
export function changedFields(before: View, after: View): { before: Partial<View>; after: Partial<View> } {
  const keys = (Object.keys(after) as Array<keyof View>).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}
