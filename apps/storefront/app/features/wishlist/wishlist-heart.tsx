import { Heart } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useWishlist } from './use-wishlist';

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
      className={cn(
        'flex h-9 w-9 items-center justify-center rounded-full bg-white/90 shadow-sm transition-colors duration-150 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <Heart className={cn('h-5 w-5', saved ? 'fill-red-600 text-red-600' : 'text-ink')} aria-hidden="true" />
    </button>
  );
}
