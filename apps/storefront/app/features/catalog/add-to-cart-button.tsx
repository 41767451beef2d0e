import { useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import type { ProductListItem } from '@shopwright/shared/catalog';
import { Button } from '../../components/ui/button';
import { useCart } from '../cart/cart-provider';
import type { CartProduct } from '../cart/cart-state';

export function toCartProduct(p: ProductListItem): CartProduct {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    sale_price: p.sale_price,
    price: p.price,
    percentage_discount: p.percentage_discount,
    image: p.image,
    in_stock: p.in_stock,
    available: p.available,
  };
}

/** Adds one unit from a card; a product that needs a size sends the shopper to its page. */
export function AddToCartButton({ product, className }: { product: ProductListItem; className?: string }) {
  const { addToCart } = useCart();
  const [pending, setPending] = useState(false);
  return (
    <Button
      className={className}
      loading={pending}
      aria-label={`Add ${product.name} to cart`}
      onClick={async () => {
        setPending(true);
        await addToCart(toCartProduct(product));
        setPending(false);
      }}
    >
      <ShoppingCart className="h-4 w-4" aria-hidden="true" />
      Add to cart
    </Button>
  );
}
