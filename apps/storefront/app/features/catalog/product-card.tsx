import { Link } from 'react-router';
import type { ProductListItem } from '@shopwright/shared/catalog';
import { Price } from '../../components/product/price';
import { ProductPicture } from '../../components/product/product-image';
import { RatingStars } from '../../components/product/rating-stars';
import { AddToCartButton } from '../../components/product/add-to-cart-button';
import { WishlistHeart } from '../../components/product/wishlist-heart';

export const CARD_SIZES = '(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 45vw';

/** Square image, name, brand, price with discount ("from $X" when variants cost different amounts), rating, wishlist heart and Add to cart. */
export function ProductCard({ product, priority = false }: { product: ProductListItem; priority?: boolean }) {
  const href = `/products/${product.slug}`;
  return (
    <article className="group relative flex flex-col" aria-labelledby={`product-${product.id}`}>
      <div className="relative overflow-hidden rounded-xl bg-surface">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductPicture image={product.cover} sizes={CARD_SIZES} priority={priority} alt="" className="card-picture" />
        </Link>
        {product.percentage_discount > 0 && (
          <span className="absolute left-2 top-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">-{product.percentage_discount}%</span>
        )}
        <WishlistHeart productId={product.id} productName={product.name} className="absolute right-2 top-2" />
        {!product.in_stock && (
          <span className="absolute bottom-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-ink">Out of stock</span>
        )}
        <div className="card-hover-cart">
          {product.in_stock && <AddToCartButton product={product} className="w-full shadow-md" />}
        </div>
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        {product.brand && <p className="text-xs font-medium uppercase tracking-wide text-muted">{product.brand.name}</p>}
        <h3 id={`product-${product.id}`} className="line-clamp-2 text-sm font-medium text-ink">
          <Link to={href} className="card-link">
            {product.name}
          </Link>
        </h3>
        <RatingStars average={product.rating.average} count={product.rating.count} />
        <Price price={product.price} salePrice={product.sale_price} discount={product.percentage_discount} showBadge={false} from={product.price_varies} />
        {product.in_stock && <AddToCartButton product={product} className="card-touch-cart mt-2 w-full" />}
      </div>
    </article>
  );
}
