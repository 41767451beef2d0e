import { Link } from '../../components/ui/link';
import { ArrowRight } from 'lucide';
import { Icon } from '../../components/ui/icon';
import type { CardProduct } from '../../components/product/card-product';
import { ProductGrid } from './product-grid';
import { useT } from '../../lib/i18n';

/** A titled row of products on the home page, with a link to the full listing. */
export function ProductRail({ title, to, products, eager = 0 }: { title: string; to: string; products: CardProduct[]; eager?: number }) {
  const t = useT();
  if (products.length === 0) return null;
  const id = `rail-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="container-page py-10" aria-labelledby={id}>
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          {t('common.viewAll')} <Icon node={ArrowRight} className="h-4 w-4" />
        </Link>
      </div>
      <ProductGrid products={products} eager={eager} />
    </section>
  );
}
