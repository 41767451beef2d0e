import { HydrationBoundary } from '@tanstack/react-query';
import { useLoaderData, useParams, useSearchParams } from 'react-router';
import { useListing } from '../features/catalog/api/listing';
import { loadListing } from '../features/catalog/listing-loader';
import { ProductListing } from '../features/catalog/product-listing';
import { withParams } from '../features/catalog/listing-params';
import { useRootData } from '../root';
import { pageMeta } from '../lib/seo';
import { settingsOf } from '../lib/shop-settings';
import type { Route } from './+types/products.category';
import { metaT } from '../lib/i18n';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListing(context, new URL(request.url), { category: params.category });
}

export function meta({ params, matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { categories?: Array<{ slug: string; name: string; description: string }> } | undefined;
  const category = root?.categories?.find((c) => c.slug === params.category);
  return pageMeta({
    title: `${category?.name ?? metaT(matches)('categoryPage.fallback')} | ${settingsOf(matches).shop_name}`,
    description: category?.description || metaT(matches)('categoryPage.metaDescription'),
    path: `/products/category/${params.category}`,
    matches,
  });
}

/** `/products/category/{category}`: the category's own page with the same listing. */
export default function CategoryRoute() {
  const { dehydrated } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydrated}>
      <CategoryPage />
    </HydrationBoundary>
  );
}

function CategoryPage() {
  const { query, category: categorySlug, error } = useLoaderData<typeof loader>();
  const { list, options } = useListing(query, categorySlug, error !== null);
  const { category: slug = '' } = useParams();
  const [search] = useSearchParams();
  const category = useRootData()?.categories.find((c) => c.slug === slug);
  const keep = new URLSearchParams(search);
  keep.delete('category');
  return (
    <ProductListing
      title={category?.name ?? slug}
      intro={category?.description}
      list={list}
      options={options}
      error={error}
      categoryHref={(other) =>
        other
          ? `/products/category/${other}${withParams(keep, {}).replace(/^\?$/, '')}`
          : `/products${withParams(keep, {}).replace(/^\?$/, '')}`
      }
      resetHref={`/products/category/${slug}`}
    />
  );
}
