import { useState } from 'react';
import type { ProductVariant } from '@shopwright/shared/catalog';
import { Button } from '../ui/button';
import { SpriteIcon } from '../ui/sprite-icon';
import { useCartActions } from '../../lib/cart/cart-provider';
import type { CartProduct } from '../../lib/cart/cart-state';
import { useT } from '../../lib/i18n';

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

/** Adds one unit from a card; a product that needs a size sends the shopper to its page. */
export function AddToCartButton({ product, className }: { product: CartProduct; className?: string }) {
  const { addToCart } = useCartActions();
  const [pending, setPending] = useState(false);
  const t = useT();
  return (
    <Button
      className={className}
      loading={pending}
      aria-label={t('product.addNamedToCart', { name: product.name })}
      onClick={async () => {
        setPending(true);
        await addToCart(toCartProduct(product));
        setPending(false);
      }}
    >
      <SpriteIcon name="cart" />
      {t('product.addToCart')}
    </Button>
  );
}
