import { Link } from 'react-router';
import type { Category } from '@shopwright/shared/catalog';
import { ProductPicture } from '../../components/product/product-image';

/**
 * The categories as picture tiles. The first `eager` pictures load at once with high priority: on
 * a phone the home page's first row sits in the first screen, and its picture is the largest paint.
 */
export function CategoryTiles({ categories, eager = 0 }: { categories: Category[]; eager?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {categories.map((c, i) => (
        <li key={c.slug}>
          <Link to={`/products/category/${c.slug}`} className="group block overflow-hidden rounded-2xl border border-line bg-white focus-visible:outline-2 focus-visible:outline-brand-600">
            <div className="overflow-hidden bg-surface">
              <ProductPicture image={c.cover} sizes="(min-width: 1024px) 220px, 45vw" priority={i < eager} alt="" className="card-picture" />
            </div>
            <div className="p-3">
              <p className="font-semibold">{c.name}</p>
              <p className="text-xs text-muted">{c.product_count} products</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
