import type { Cart, CartProduct } from '@shopwright/shared/cart';
import { fromMinor, percentOff } from '@shopwright/shared/money';
import { imageOf } from '../catalog/catalog.mappers';

/** The product columns a cart line or a wishlist entry shows (money in cents). */
export interface ProductFacts {
  id: number;
  name: string;
  slug: string;
  regular_price: number;
  sale_price: number;
  stock: number;
  image_alt: string | null;
  image_variants: string | null;
}

export interface CartLine {
  product: ProductFacts;
  quantity: number;
  color: string | null;
  size: string | null;
  variant_id: number | null;
  sku: string | null;
  /** What checkout needs besides the price: the product's tax category and the unit's weight in grams (null: unknown). */
  tax_category: string;
  weight: number | null;
}

export function toCartProduct(p: ProductFacts): CartProduct {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    sale_price: fromMinor(p.sale_price),
    price: fromMinor(p.regular_price),
    percentage_discount: percentOff(p.regular_price, p.sale_price),
    image: imageOf(p.image_alt, p.image_variants)?.card.url ?? null,
    in_stock: p.stock > 0,
    available: p.stock,
  };
}

/** The cart answer; totals are summed in cents, then turned into a decimal. */
export function toCart(lines: CartLine[], notices: string[]): Cart {
  const totalCents = lines.reduce((sum, l) => sum + l.product.sale_price * l.quantity, 0);
  return {
    cart_items: lines.map((l) => ({
      product: toCartProduct(l.product),
      quantity: l.quantity,
      color: l.color,
      size: l.size,
      variant_id: l.variant_id,
      sku: l.sku,
    })),
    total_items: lines.reduce((sum, l) => sum + l.quantity, 0),
    total_price: fromMinor(totalCents),
    notices,
  };
}
