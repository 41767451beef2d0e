import { SpriteIcon } from '../ui/sprite-icon';
import { cn } from '../../lib/cn';
import { useWishlist } from '../../lib/wishlist/use-wishlist';

/** The heart on product images: saves or removes the product. */
export function WishlistHeart({ productId, productName, className }: { productId: number; productName: string; className?: string }) {
  const wishlist = useWishlist();
  const saved = wishlist.has(productId);
  return (
    <button
      type="button"
      onClick={() => wishlist.toggle(productId)}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${productName} from wishlist` : `Save ${productName} to wishlist`}
      disabled={wishlist.pendingId === productId}
      className={cn('card-heart', className)}
    >
      <SpriteIcon name={saved ? 'heart-filled' : 'heart'} className={cn('h-5 w-5', saved ? 'text-red-600' : 'text-ink')} />
    </button>
  );
}
