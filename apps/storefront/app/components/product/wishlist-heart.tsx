import { cn } from '../../lib/cn';
import { useWishlistHeart } from '../../lib/wishlist/use-wishlist';
import { useT } from '../../lib/i18n';
import { useCardLabelledBy } from './card-labels';

/**
 * The heart on product images: saves or removes the product. On a card, `titleId` names it through
 * the card's title and the page's shared words (./card-labels) instead of a label of its own.
 */
export function WishlistHeart({
  productId,
  productName,
  titleId,
  className,
}: {
  productId: number;
  productName: string;
  titleId?: string;
  className?: string;
}) {
  const { saved, pending, toggle } = useWishlistHeart(productId);
  const t = useT();
  const labelledBy = useCardLabelledBy(saved ? 'remove' : 'save', titleId ?? '');
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={saved}
      aria-labelledby={titleId ? labelledBy : undefined}
      aria-label={
        titleId ? undefined : saved ? t('wishlist.removeNamed', { name: productName }) : t('wishlist.saveNamed', { name: productName })
      }
      disabled={pending}
      className={cn('card-heart', className)}
    />
  );
}
