import { imageOf } from '../catalog/catalog.mappers';
import { lineTexts, type CartLine } from '../cart/cart.mappers';
import type { CartLineRow } from '../cart/cart.repo';
import { parseRecipient } from '../cart/cart-gift-card';
import type { PricedLineInput } from './pricing';

/** A settled cart line as a line to price (cents). */
export const fromCartLine = (line: CartLine): PricedLineInput => ({
  product_id: line.product.id,
  name: line.product.name,
  slug: line.product.slug,
  image: imageOf(line.product.image_alt, line.product.image_variants)?.card.url ?? null,
  color: line.color,
  size: line.size,
  variant_id: line.variant_id,
  sku: line.sku,
  unit_price: line.product.sale_price,
  quantity: line.quantity,
  tax_category: line.tax_category,
  weight: line.weight,
  gift_card: line.gift_card ?? null,
  local: line.local,
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
  tax_category: row.tax_category ?? 'standard',
  weight: row.weight === null ? null : Number(row.weight),
  gift_card: parseRecipient(row.gift_card),
  local: lineTexts(row),
});
