import { useLoaderData } from 'react-router';
import { Link } from '../components/ui/link';
import type { ShopContract } from '@shopwright/shared/contract';
import { buttonClass } from '../components/ui/button';
import { asCard, type CardProduct } from '../components/product/card-product';
import { CategoryTiles, toTileCategory } from '../features/catalog/category-tiles';
import { HeroCollage } from '../features/catalog/hero-collage';
import { ProductRail } from '../features/catalog/product-rail';
import { serverCall } from '../lib/server-api';
import { pageMeta } from '../lib/seo';
import { settingsOf } from '../lib/shop-settings';
import type { Route } from './+types/home';
import { metaT, useT } from '../lib/i18n';

/**
 * The rails' products and the category tiles. Loader data, not a dehydrated cache: the deals are
 * picked from 48 candidates the browser never needs, and no component reads these through a query.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverCall(context);
  const products = (query: ShopContract['GET products']['query']): Promise<CardProduct[]> =>
    api('GET products', { query: { in_stock: 'true', ...query } }).then(
      (list) => list.results.map(asCard),
      () => [],
    );
  const [newest, popular, candidates, categories] = await Promise.all([
    products({ sort: 'newest', page_size: 4 }),
    products({ sort: 'popular', page_size: 8 }),
    products({ sort: 'rating', page_size: 48 }),
    api('GET products/categories').then(
      (list) => list.map(toTileCategory),
      () => [],
    ),
  ]);
  const deals = candidates
    .filter((p) => p.percentage_discount > 0)
    .sort((a, b) => b.percentage_discount - a.percentage_discount)
    .slice(0, 4);
  return { newest, popular, deals, categories };
}

export function meta({ matches }: Route.MetaArgs) {
  const shop = settingsOf(matches).shop_name;
  const t = metaT(matches);
  return pageMeta({
    title: t('home.metaTitle', { shop }),
    description: t('home.metaDescription', { shop }),
    path: '/',
    matches,
  });
}

export default function Home() {
  const { newest, popular, deals, categories } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
        <div className="container-page grid items-center gap-10 py-16 md:grid-cols-[1.1fr_1fr] md:py-20">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('home.kicker')}</p>
            <h1 className="mt-3 text-4xl font-semibold tracking-tight md:text-5xl">{t('home.title')}</h1>
            <p className="mt-4 text-lg text-muted">{t('home.intro')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/products?category=all" className={buttonClass('primary', 'px-6 py-3 text-base')}>
                {t('home.shopAll')}
              </Link>
              <Link to="#deals" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
                {t('home.seeDeals')}
              </Link>
            </div>
          </div>
          <HeroCollage products={popular.slice(0, 4)} />
        </div>
      </section>
      <section className="container-page py-12" aria-labelledby="categories-title">
        <h2 id="categories-title" className="mb-6 text-2xl font-semibold tracking-tight">
          {t('home.byCategory')}
        </h2>
        <CategoryTiles categories={categories} eager={2} />
      </section>
      <ProductRail title={t('home.newArrivals')} to="/products?sort=newest" products={newest} />
      <ProductRail title={t('home.bestSellers')} to="/products?sort=popular" products={popular} />
      <div id="deals">
        <ProductRail title={t('home.deals')} to="/products?sort=rating" products={deals} />
      </div>
    </>
  );
}
