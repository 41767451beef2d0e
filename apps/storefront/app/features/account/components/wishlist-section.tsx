import { Link } from '../../../components/ui/link';
import { Heart } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { buttonClass } from '../../../components/ui/button';
import { Panel } from './panel';
import { Skeleton } from './skeletons';

function savedText(count: number | undefined) {
  if (count === undefined) return 'See the products you saved for later.';
  if (count === 0) return 'You have not saved any products yet.';
  return `You have ${count} saved ${count === 1 ? 'product' : 'products'}.`;
}

/** Where the saved products are; the count comes from the wishlist the page already loads. */
export function WishlistSection({ count, loading }: { count: number | undefined; loading: boolean }) {
  return (
    <Panel title="Wishlist" description="Products you saved for later, with their current prices and stock.">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-surface p-5">
        <div className="flex items-center gap-3">
          <Icon node={Heart} className="h-5 w-5 shrink-0 text-brand-600" />
          {loading ? <Skeleton className="h-5 w-48" /> : <p>{savedText(count)}</p>}
        </div>
        <Link to="/wishlist" className={buttonClass('secondary')}>
          View your wishlist
        </Link>
      </div>
    </Panel>
  );
}
