import { SpriteIcon } from '../ui/sprite-icon';
import { cn } from '../../lib/cn';
import { useWishlistHeart } from '../../lib/wishlist/use-wishlist';

/** The heart on product images: saves or removes the product. */
export function WishlistHeart({ productId, productName, className }: { productId: number; productName: string; className?: string }) {
  const { saved, pending, toggle } = useWishlistHeart(productId);
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${productName} from wishlist` : `Save ${productName} to wishlist`}
      disabled={pending}
      className={cn('card-heart', className)}
    >
      <SpriteIcon name={saved ? 'heart-filled' : 'heart'} className={saved ? 'text-red-600' : undefined} />
    </button>
  );
}
