import { CART_MESSAGES as M } from '@shopwright/shared/cart';
import { lineTexts, type CartLine } from './cart.mappers';
import type { CartLineRow } from './cart.repo';
import { parseRecipient } from './cart-gift-card';

/** What the stored lines become against the catalog as it is now. */
export interface Reconciled {
  lines: CartLine[];
  notices: string[];
  /** Lines to delete: product gone, unpublished or sold out. */
  remove: number[];
  /** Lines to lower to what is left in stock (`from` guards against a change in between). */
  lower: Array<{ id: number; from: number; to: number }>;
}

const lineOf = (row: CartLineRow, quantity: number): CartLine => ({
  product: {
    id: row.product_id!,
    name: row.name!,
    slug: row.slug!,
    regular_price: Number(row.regular_price),
    sale_price: Number(row.sale_price),
    stock: Number(row.stock),
    image_alt: row.image_alt,
    image_variants: row.image_variants,
  },
  quantity,
  color: row.color,
  size: row.size,
  variant_id: row.variant_id,
  sku: row.sku,
  tax_category: row.tax_category ?? 'standard',
  weight: row.weight === null ? null : Number(row.weight),
  gift_card: parseRecipient(row.gift_card),
  local: lineTexts(row),
});

const forSale = (row: CartLineRow): row is CartLineRow & { product_id: number; variant_id: number } =>
  row.product_id !== null && row.variant_id !== null && row.name !== null && Number(row.published) === 1;

/**
 * Checks the stored lines against the catalog as it is now: lines of products no longer for
 * sale go, and a variant's lines together never hold more than its stock (the oldest lines keep
 * their units first). The caller applies `remove` and `lower`; each change gets one notice.
 */
export function reconcile(rows: CartLineRow[]): Reconciled {
  const out: Reconciled = { lines: [], notices: [], remove: [], lower: [] };
  const tell = (notice: string) => {
    if (!out.notices.includes(notice)) out.notices.push(notice);
  };
  const unitsLeft = new Map<number, number>();
  for (const row of rows) {
    const name = row.t_name ?? row.name ?? row.product_name;
    const stock = Number(row.stock);
    if (!forSale(row) || stock <= 0) {
      out.remove.push(row.id);
      tell(forSale(row) ? M.removedSoldOut(name) : M.removedUnavailable(name));
      continue;
    }
    const allowed = unitsLeft.get(row.variant_id) ?? stock;
    const quantity = Math.min(row.quantity, allowed);
    unitsLeft.set(row.variant_id, allowed - quantity);
    if (quantity === 0) out.remove.push(row.id);
    else out.lines.push(lineOf(row, quantity));
    if (quantity > 0 && quantity < row.quantity) out.lower.push({ id: row.id, from: row.quantity, to: quantity });
    if (quantity < row.quantity) tell(M.lowered(name, stock));
  }
  return out;
}
