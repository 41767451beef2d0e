import { useState } from 'react';
import type { ProductVariant } from '@shopwright/shared/catalog';
import { Button } from '../ui/button';
import { useCartActions } from '../../lib/cart/cart-provider';
import type { CartProduct } from '../../lib/cart/cart-state';
import { useT } from '../../lib/i18n';
import { useCardLabelledBy } from './card-labels';

/** The product as a cart line shows it until the server answers: the chosen variant's price, stock and picture. */
export function toCartProduct(p: CartProduct, variant?: ProductVariant | null): CartProduct {
  const v = variant ?? p;
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    sale_price: v.sale_price,
    price: v.price,
    percentage_discount: v.percentage_discount,
    image: variant?.image ?? p.image,
    in_stock: v.in_stock,
    available: v.available,
  };
}

/** Adds one unit from a card (named through its title, `titleId`: ./card-labels); a product that needs a size sends the shopper to its page. */
export function AddToCartButton({ product, titleId, className }: { product: CartProduct; titleId: string; className?: string }) {
  const { addToCart } = useCartActions();
  const [pending, setPending] = useState(false);
  const t = useT();
  const labelledBy = useCardLabelledBy('cart', titleId);
  return (
    <Button
      className={className}
      loading={pending}
      aria-labelledby={labelledBy}
      onClick={async () => {
        setPending(true);
        await addToCart(toCartProduct(product));
        setPending(false);
      }}
    >
      {t('product.addToCart')}
    </Button>
  );
}
