import type { Cart, CartProduct } from '@shopwright/shared/cart';
import type { GiftCardRecipient } from '@shopwright/shared/credit';
import { fromMinor, fromMinorIn, percentOff } from '@shopwright/shared/money';
import type { SaleMarket } from '../checkout/market';
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

/** A line's name, slug and option labels in the shopper's language (ADR 030), where the catalog has them. */
export interface LineTexts {
  name?: string;
  slug?: string;
  color?: string;
  size?: string;
}

/** The translated texts of a row read with `t_*` columns (null or absent: untranslated); undefined when none. */
export function lineTexts(row: { t_name?: string | null; t_slug?: string | null; t_color?: string | null; t_size?: string | null }) {
  const texts: LineTexts = {};
  if (row.t_name) texts.name = row.t_name;
  if (row.t_slug) texts.slug = row.t_slug;
  if (row.t_color) texts.color = row.t_color;
  if (row.t_size) texts.size = row.t_size;
  return Object.keys(texts).length > 0 ? texts : undefined;
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
  /** A gift-card line's recipient (ADR 025); null for other lines. */
  gift_card?: GiftCardRecipient | null;
  /** What the shopper reads in the cart's language; the base texts above stay the line's identity (filters, orders' base names). */
  local?: LineTexts;
}

/** A product's facts as a cart line shows them; `currency` (a market's, ADR 029) sets the decimals, the base currency's two without it. */
export function toCartProduct(p: ProductFacts, currency?: string, local?: LineTexts): CartProduct {
  const money = (minor: number) => (currency === undefined ? fromMinor(minor) : fromMinorIn(minor, currency));
  return {
    id: p.id,
    name: local?.name ?? p.name,
    slug: local?.slug ?? p.slug,
    sale_price: money(p.sale_price),
    price: money(p.regular_price),
    percentage_discount: percentOff(p.regular_price, p.sale_price),
    image: imageOf(p.image_alt, p.image_variants)?.card.url ?? null,
    in_stock: p.stock > 0,
    available: p.stock,
  };
}

/**
 * The cart answer; totals are summed in minor units, then turned into a decimal. A call that named
 * a market (ADR 029) gets its prices there with `market` and `currency`; one that did not, the
 * spec's answer as it always was.
 */
export function toCart(lines: CartLine[], notices: string[], sale?: SaleMarket): Cart {
  const totalCents = lines.reduce((sum, l) => sum + l.product.sale_price * l.quantity, 0);
  const currency = sale?.market.currency;
  return {
    cart_items: lines.map((l) => ({
      product: toCartProduct(l.product, currency, l.local),
      quantity: l.quantity,
      color: l.local?.color ?? l.color,
      size: l.local?.size ?? l.size,
      variant_id: l.variant_id,
      sku: l.sku,
      ...(l.gift_card ? { gift_card: l.gift_card } : {}),
    })),
    total_items: lines.reduce((sum, l) => sum + l.quantity, 0),
    total_price: currency === undefined ? fromMinor(totalCents) : fromMinorIn(totalCents, currency),
    notices,
    ...(sale?.named ? { market: sale.market.code, currency: sale.market.currency } : {}),
  };
}
