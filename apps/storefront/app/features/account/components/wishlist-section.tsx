import { Link } from '../../../components/ui/link';
import { Heart } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { buttonClass } from '../../../components/ui/button';
import { Panel } from './panel';
import { Skeleton } from './skeletons';
import { useT, type Translator } from '../../../lib/i18n';

function savedText(count: number | undefined, t: Translator) {
  if (count === undefined) return t('accountWishlist.unknown');
  if (count === 0) return t('accountWishlist.none');
  return t('accountWishlist.count', { count });
}

/** Where the saved products are; the count comes from the wishlist the page already loads. */
export function WishlistSection({ count, loading }: { count: number | undefined; loading: boolean }) {
  const t = useT();
  return (
    <Panel title={t('accountWishlist.title')} description={t('accountWishlist.description')}>
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-surface p-5">
        <div className="flex items-center gap-3">
          <Icon node={Heart} className="h-5 w-5 shrink-0 text-brand-600" />
          {loading ? <Skeleton className="h-5 w-48" /> : <p>{savedText(count, t)}</p>}
        </div>
        <Link to="/wishlist" className={buttonClass('secondary')}>
          {t('accountWishlist.view')}
        </Link>
      </div>
    </Panel>
  );
}
