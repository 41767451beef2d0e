import { Link } from '../../components/ui/link';
import type { Category } from '@shopwright/shared/catalog';
import { cardSources, ProductPicture, type PictureSources } from '../../components/product/product-image';
import { useT } from '../../lib/i18n';

/** What a tile shows: no 160 px picture (a tile is never drawn that small). */
export type TileCategory = Pick<Category, 'name' | 'slug' | 'product_count'> & { cover: PictureSources | null };

export const toTileCategory = ({ name, slug, product_count, cover }: Category): TileCategory => ({
  name,
  slug,
  product_count,
  cover: cardSources(cover),
});

/**
 * The categories as picture tiles. The first `eager` pictures load at once with high priority: on
 * a phone the home page's first row sits in the first screen, and its picture is the largest paint.
 */
export function CategoryTiles({ categories, eager = 0 }: { categories: TileCategory[]; eager?: number }) {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {categories.map((c, i) => (
        <li key={c.slug}>
          <Link to={`/products/category/${c.slug}`} className="group block overflow-hidden rounded-2xl border border-line bg-white">
            <div className="overflow-hidden bg-surface">
              <ProductPicture
                image={c.cover}
                sizes="(min-width: 1024px) 220px, 45vw"
                priority={i < eager}
                alt=""
                className="card-picture"
              />
            </div>
            <div className="p-3">
              <p className="font-semibold">{c.name}</p>
              <p className="text-xs text-muted">{t('category.productCount', { count: c.product_count })}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
