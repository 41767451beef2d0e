import type { CartItem } from '@shopwright/shared/users';
import { toMinor } from '@shopwright/shared/money';
import { imageOf } from '../catalog/catalog.mappers';
import type { CartLineRow } from '../cart/cart.repo';
import type { PricedLineInput } from './pricing';

/** A line of the cart answer (decimals) as a line to price (cents). */
export const fromCartItem = (item: CartItem): PricedLineInput => ({
  product_id: item.product.id,
  name: item.product.name,
  slug: item.product.slug,
  image: item.product.image,
  color: item.color,
  size: item.size,
  variant_id: item.variant_id,
  sku: item.sku,
  unit_price: toMinor(item.product.sale_price),
  quantity: item.quantity,
});

/** A stored cart line of a product that is still for sale, read inside the order's transaction. */
export const fromCartRow = (row: CartLineRow & { product_id: number }): PricedLineInput => ({
  product_id: row.product_id,
  name: row.name ?? row.product_name,
  slug: row.slug ?? '',
  image: imageOf(row.image_alt, row.image_variants)?.card.url ?? null,
  color: row.color,
  size: row.size,
  variant_id: row.variant_id,
  sku: row.sku,
  unit_price: Number(row.sale_price),
  quantity: Number(row.quantity),
});
