import type { ProductList, ProductListItem } from '@shopwright/shared/catalog';
import type { CartProduct } from '../../lib/cart/cart-state';
import { cardSources, type PictureSources } from './product-image';

/**
 * What a product card shows and what adding it to the cart needs: the listing's query keeps only
 * this, so a server-rendered listing hands the browser 24 of these, not 24 API products (no
 * category, date, gallery or picture text, and no 160 px size: a card is never drawn that small).
 */
export type CardProduct = CartProduct & {
  brand: string | null;
  rating: ProductListItem['rating'];
  price_varies: boolean;
  cover: PictureSources | null;
};

export type CardList = Omit<ProductList, 'results'> & { results: CardProduct[] };

export function asCard(p: ProductListItem): CardProduct {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    brand: p.brand?.name ?? null,
    price: p.price,
    sale_price: p.sale_price,
    percentage_discount: p.percentage_discount,
    image: p.image,
    cover: cardSources(p.cover),
    rating: p.rating,
    in_stock: p.in_stock,
    available: p.available,
    price_varies: p.price_varies,
  };
}

export const asCardList = ({ results, ...page }: ProductList): CardList => ({ ...page, results: results.map(asCard) });
