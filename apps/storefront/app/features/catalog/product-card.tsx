import { Link } from '../../components/ui/link';
import { Price } from '../../components/product/price';
import { ProductPicture } from '../../components/product/product-image';
import { RatingStars } from '../../components/product/rating-stars';
import { AddToCartButton } from '../../components/product/add-to-cart-button';
import { WishlistHeart } from '../../components/product/wishlist-heart';
import type { CardProduct } from '../../components/product/card-product';
import { useT } from '../../lib/i18n';

export const CARD_SIZES = '(min-width:1024px) 22vw,(min-width:640px) 30vw,45vw';

/**
 * Square image, name, brand, price with discount ("from $X" when variants cost different amounts), rating, wishlist heart and Add to cart
 * (one button: under the text on touch screens, over the picture on hover elsewhere; see app.css).
 * The title's link covers the whole card, picture included, so the picture needs no link of its own.
 */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const href = `/products/${product.slug}`;
  const t = useT();
  const titleId = `product-${product.id}`;
  return (
    <article className="card" aria-labelledby={titleId}>
      <div className="card-media">
        <ProductPicture image={product.cover} sizes={CARD_SIZES} priority={priority} alt="" className="card-picture" />
        {product.percentage_discount > 0 && <span className="card-badge">{`-${product.percentage_discount}%`}</span>}
        <WishlistHeart productId={product.id} productName={product.name} titleId={titleId} />
        {!product.in_stock && <span className="card-sold-out">{t('product.outOfStock')}</span>}
      </div>
      <div className="card-body">
        {product.brand && <p className="card-brand">{product.brand}</p>}
        <h3 id={titleId} className="card-title">
          <Link to={href} className="card-link">
            {product.name}
          </Link>
        </h3>
        <RatingStars average={product.rating.average} count={product.rating.count} />
        <Price
          price={product.price}
          salePrice={product.sale_price}
          discount={product.percentage_discount}
          showBadge={false}
          from={product.price_varies}
        />
        {product.in_stock && <AddToCartButton product={product} titleId={titleId} className="card-cart" />}
      </div>
    </article>
  );
}
