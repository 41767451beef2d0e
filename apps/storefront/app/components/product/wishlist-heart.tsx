import { SpriteIcon } from '../ui/sprite-icon';
import { cn } from '../../lib/cn';
import { useWishlistHeart } from '../../lib/wishlist/use-wishlist';
import { useT } from '../../lib/i18n';

/** The heart on product images: saves or removes the product. */
export function WishlistHeart({ productId, productName, className }: { productId: number; productName: string; className?: string }) {
  const { saved, pending, toggle } = useWishlistHeart(productId);
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={saved}
      aria-label={saved ? t('wishlist.removeNamed', { name: productName }) : t('wishlist.saveNamed', { name: productName })}
      disabled={pending}
      className={cn('card-heart', className)}
    >
      <SpriteIcon name={saved ? 'heart-filled' : 'heart'} className={saved ? 'text-red-600' : undefined} />
    </button>
  );
}
