import { useLoaderData } from 'react-router';
import { Link } from '../components/ui/link';
import { ArrowRight, LayoutGrid } from 'lucide';
import { Icon } from '../components/ui/icon';
import type { Category } from '@shopwright/shared/catalog';
import { toMenuCategory, type MenuCategory } from '../lib/categories';
import { categoryParam } from '@shopwright/shared/catalog/names';
import { pageMeta } from '../lib/seo';
import { settingsOf } from '../lib/shop-settings';
import { serverCall } from '../lib/server-api';
import type { Route } from './+types/categories';
import { metaT, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => {
  const shopName = settingsOf(matches).shop_name;
  const t = metaT(matches);
  return pageMeta({
    title: t('categories.metaTitle', { shop: shopName }),
    description: t('categories.metaDescription', { shop: shopName }),
    path: '/categories',
    matches,
  });
};

/** A tile's category: the menu's fields and the card-size picture (the root's menu list has none). */
type CategoryEntry = MenuCategory & Pick<Category, 'image'>;

/** The categories with their pictures; none when the catalog cannot be read. */
export async function loader({ context }: Route.LoaderArgs) {
  const categories = await serverCall(context)('GET products/categories').then(
    (list) => list.map((c): CategoryEntry => ({ ...toMenuCategory(c), image: c.image })),
    (): CategoryEntry[] => [],
  );
  return { categories };
}

function CategoryTile({ category }: { category: CategoryEntry }) {
  const t = useT();
  return (
    <Link
      to={`/products?category=${categoryParam(category.name)}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow duration-150 hover:shadow-md focus-visible:outline-offset-2"
    >
      <div className="aspect-[4/3] overflow-hidden bg-linear-to-br from-brand-50 to-surface">
        {category.image ? (
          <img
            src={category.image}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover transition-transform duration-200 group-hover:scale-105"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-5xl font-semibold text-brand-600/40" aria-hidden="true">
            {category.name.charAt(0)}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold text-ink">{category.name}</h2>
        {category.description && <p className="mt-1 line-clamp-2 text-sm text-muted">{category.description}</p>}
        <p className="mt-auto flex items-center justify-between pt-4 text-sm">
          <span className="text-muted">{t('categories.count', { count: category.product_count })}</span>
          <span className="inline-flex items-center gap-1 font-medium text-brand-700">
            {t('categories.shopNow')}{' '}
            <Icon node={ArrowRight} className="h-4 w-4 transition-transform duration-150 group-hover:translate-x-0.5" />
          </span>
        </p>
      </div>
    </Link>
  );
}

/** Every category as a tile linking to its product listing. */
export default function Categories() {
  const { categories } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('categories.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{t('categories.intro')}</p>
      {categories.length > 0 ? (
        <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((c) => (
            <li key={c.slug}>
              <CategoryTile category={c} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface p-10 text-center">
          <Icon node={LayoutGrid} className="h-10 w-10 text-muted" />
          <p className="text-muted">{t('categories.none')}</p>
          <Link to="/products" className="font-medium text-brand-700 hover:underline">
            {t('categories.browseAll')}
          </Link>
        </div>
      )}
    </div>
  );
}
