import { useState } from 'react';
import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { CART_MESSAGES } from '@shopwright/shared/cart';
import type { ProductDetail } from '@shopwright/shared/catalog';
import { Price } from '../../components/product/price';
import { RatingStars } from '../../components/product/rating-stars';
import { Button } from '../../components/ui/button';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { toCartProduct } from '../catalog/add-to-cart-button';
import { useCart } from '../cart/cart-provider';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import { NotifyMe } from './notify-me';
import { ColorPicker, SizePicker } from './option-pickers';
import { StockStatus } from './stock-status';


/** Name, price, colour and size, stock, quantity, Add to cart and wishlist. */
export function BuyBox({ product }: { product: ProductDetail }) {
  const { addToCart } = useCart();
  const [color, setColor] = useState<string | null>(product.colors[0] ?? null);
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [sizeError, setSizeError] = useState<string>();
  const [pending, setPending] = useState(false);

  const add = async () => {
    if (product.available_sizes.length > 0 && !size) return setSizeError(CART_MESSAGES.chooseSize);
    setPending(true);
    await addToCart(toCartProduct(product), { quantity, color, size });
    setPending(false);
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        {product.brand && (
          <Link to={`/products?brand=${product.brand.slug}`} className="text-sm font-medium uppercase tracking-wide text-brand-700 hover:underline">
            {product.brand.name}
          </Link>
        )}
        <h1 className="mt-1 text-3xl font-semibold tracking-tight">{product.name}</h1>
        <a href="#reviews" className="mt-2 inline-block rounded hover:opacity-80">
          <RatingStars average={product.rating.average} count={product.rating.count} size="md" />
        </a>
      </div>
      <Price price={product.price} salePrice={product.sale_price} discount={product.percentage_discount} size="lg" />
      <ColorPicker swatches={product.swatches} value={color} onChange={setColor} />
      <SizePicker sizes={product.available_sizes} value={size} error={sizeError} onChange={(s) => { setSize(s); setSizeError(undefined); }} />
      <StockStatus available={product.available} />
      {product.in_stock ? (
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper value={quantity} max={product.available} onChange={setQuantity} label="Quantity" />
          <Button className="flex-1" onClick={add} loading={pending}>
            <ShoppingCart className="h-4 w-4" aria-hidden="true" /> Add to cart
          </Button>
          <WishlistHeart productId={product.id} productName={product.name} className="h-11 w-11 border border-line" />
        </div>
      ) : (
        <div className="space-y-3">
          <NotifyMe productId={product.id} />
          <WishlistHeart productId={product.id} productName={product.name} className="h-11 w-11 border border-line" />
        </div>
      )}
      <p className="text-sm text-muted">Free standard shipping on larger orders · 30-day returns</p>
    </div>
  );
}
