import { HydrationBoundary } from '@tanstack/react-query';
import { useLoaderData, useSearchParams } from 'react-router';
import { listingQueryOptions, useListing } from '../features/catalog/api/listing';
import { loadListing } from '../features/catalog/listing-loader';
import { ProductListing } from '../features/catalog/product-listing';
import { withParams } from '../features/catalog/listing-params';
import { dehydratedData } from '../lib/server-api';
import { pageMeta } from '../lib/seo';
import { settingsOf } from '../lib/shop-settings';
import type { Route } from './+types/products';
import { metaT, useT } from '../lib/i18n';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(context, new URL(request.url));
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const shop = settingsOf(matches).shop_name;
  const category = new URLSearchParams(location.search).get('category');
  const list = data && dehydratedData(data.dehydrated, listingQueryOptions(data.query));
  const t = metaT(matches);
  const match = list?.facets.categories.find((c) => c.slug === category);
  return pageMeta({
    title: match ? `${match.name} | ${shop}` : t('products.metaAll', { shop }),
    description: match ? t('products.metaCategory', { name: match.name.toLowerCase() }) : t('products.metaDescription'),
    path: `/products${match ? `?category=${match.slug}` : ''}`,
    matches,
  });
}

/** `/products`: every product, with the category and every filter read from the URL. */
export default function ProductsRoute() {
  const { dehydrated } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydrated}>
      <ProductsPage />
    </HydrationBoundary>
  );
}

function ProductsPage() {
  const { query, category: categorySlug, error } = useLoaderData<typeof loader>();
  const { list, options } = useListing(query, categorySlug, error !== null);
  const [search] = useSearchParams();
  const category = list?.facets.categories.find((c) => c.slug === search.get('category'));
  const t = useT();
  return (
    <ProductListing
      title={category ? category.name : t('products.all')}
      list={list}
      options={options}
      error={error}
      categoryHref={(slug) => withParams(search, { category: slug ?? 'all' })}
      resetHref="/products"
    />
  );
}
