import type { AdminProductDetail, AdminProductImage, AdminVariant, VariantPatchDraft } from '@shopwright/shared/admin';
import type { ProductDetail } from '@shopwright/shared/catalog';
import { ADMIN } from './admin-session';

/** Variant set-up for the browser tests, through the admin API (what the admin table calls). */

export async function adminToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return ((await res.json()) as { access: string }).access;
}

export async function productDetail(baseUrl: string, id: number): Promise<ProductDetail> {
  const res = await fetch(`${baseUrl}/api/products/${id}`);
  if (!res.ok) throw new Error(`product ${id}: ${res.status}`);
  return (await res.json()) as ProductDetail;
}

/** A published product with at least two colours and three sizes (shoes, clothes); `skip` picks another one. */
export async function productWithVariants(baseUrl: string, skip = 0): Promise<ProductDetail> {
  let found = 0;
  for (const category of ['clothing', 'sports']) {
    const list = (await (await fetch(`${baseUrl}/api/products?category=${category}&page_size=60`)).json()) as {
      results?: Array<{ id: number }>;
    };
    for (const item of list.results ?? []) {
      const detail = await productDetail(baseUrl, item.id);
      if (detail.colors.length >= 2 && detail.available_sizes.length >= 3 && found++ === skip) return detail;
    }
  }
  throw new Error('no product with colours and sizes in the demo catalog');
}

export async function adminVariants(baseUrl: string, token: string, productId: number): Promise<AdminVariant[]> {
  const res = await fetch(`${baseUrl}/api/admin/products/${productId}/variants`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`variants of ${productId}: ${res.status}`);
  return (await res.json()) as AdminVariant[];
}

/** The product's pictures with their ids (what a variant's `image_id` names). */
export async function adminPictures(baseUrl: string, token: string, productId: number): Promise<AdminProductImage[]> {
  const res = await fetch(`${baseUrl}/api/admin/products/${productId}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`admin product ${productId}: ${res.status}`);
  return ((await res.json()) as AdminProductDetail).images;
}

export async function patchVariant(
  baseUrl: string,
  token: string,
  productId: number,
  variantId: number,
  patch: VariantPatchDraft,
): Promise<AdminVariant> {
  const res = await fetch(`${baseUrl}/api/admin/products/${productId}/variants/${variantId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
  if (!res.ok) throw new Error(`PATCH variant ${variantId}: ${res.status} ${await res.text()}`);
  return (await res.json()) as AdminVariant;
}

/** The variant of a colour and size in the admin list. */
export function variantAt(rows: AdminVariant[], color: string, size: string): AdminVariant {
  const row = rows.find((v) => v.color === color && v.size === size && !v.retired_at);
  if (!row) throw new Error(`no variant ${color} / ${size}`);
  return row;
}

/** A radio of the product page's pickers, sold out or not ("42" or "42, sold out"). */
export const optionName = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, sold out)?$`);
