import { CATALOG_MESSAGES as M } from '@shopwright/shared/catalog';
import { MAX_ID } from '@shopwright/shared/constants';
import { notFound } from '../../lib/errors';

export type ProductKey = { id: number } | { slug: string };

/** A product id from a URL (already checked by ProductIdParamSchema): digits are an id, else a slug. */
export function productKey(param: string): ProductKey {
  if (!/^\d+$/.test(param)) return { slug: param };
  const id = Number(param);
  // Larger numbers cannot be ids, and PostgreSQL would reject them as integers.
  if (id < 1 || id > MAX_ID) throw notFound(M.productNotFound);
  return { id };
}

/** Slugs are never all digits, so a product URL is always read the same way. */
export function slugOf(name: string): string {
  const slug =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 100)
      .replace(/^-+|-+$/g, '') || 'product';
  return /^\d+$/.test(slug) ? `${slug}-product` : slug;
}
