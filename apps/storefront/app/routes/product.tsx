import { dehydrate, HydrationBoundary, useQuery } from '@tanstack/react-query';
import { data, useLoaderData, useParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { ProductDetail } from '@shopwright/shared/catalog';
import type { ShippingEstimates } from '@shopwright/shared/tax';
import { ApiError } from '@shopwright/shared/http';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { asCard } from '../components/product/card-product';
import { ProductGrid } from '../features/catalog/product-grid';
import { productQueryOptions } from '../features/product/api/product';
import { reviewsQueryOptions } from '../features/product/api/reviews';
import { BuyBox } from '../features/product/buy-box';
import { Gallery } from '../features/product/gallery';
import { ProductJsonLd } from '../features/product/product-json-ld';
import { useVariantChoice } from '../features/product/use-variant-choice';
import { colorImage } from '../features/product/variant-choice';
import { makeQueryClient } from '../lib/query-client';
import { dehydratedData, serverCall } from '../lib/server-api';
import { useRootData } from '../root';
import { settingsOf } from '../lib/shop-settings';
import { originOf } from '../lib/seo';
import { lazyPart } from '../components/ui/lazy-part';
import type { Route } from './+types/product';
import { metaT, translatorFor, useT } from '../lib/i18n';
import { contextLang } from '../lib/load-context';

// Below the fold: rendered on the server, its code loads after the page's own.
const ReviewsSection = lazyPart(() => import('../features/product/reviews-section').then((m) => m.ReviewsSection));

/** The product and its first page of reviews, fetched into the query cache the page reads (one copy in the HTML). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const api = serverCall(context);
  const queryClient = makeQueryClient();
  let product: ProductDetail;
  try {
    product = await queryClient.fetchQuery(productQueryOptions(params.productId, api));
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 500;
    const t = translatorFor(contextLang(context));
    if (status === 404 || status === 400) throw data(t('product.notFound'), { status: 404 });
    throw data(t('product.loadFailed'), { status: status || 502 });
  }
  // Reviews are secondary: if they fail, the browser asks for them. Shipping feeds the structured data only.
  const [, shipping] = await Promise.all([
    queryClient.prefetchQuery(reviewsQueryOptions(product.id, 1, api)),
    api('GET products/:id/shipping', { params: { id: String(product.id) } }).catch(() => null),
  ]);
  return { dehydrated: dehydrate(queryClient), origin: new URL(request.url).origin, shipping };
}

/** Choosing a colour or size only changes `?color=…&size=…`: the product is not loaded again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ data: loaded, params, matches }: Route.MetaArgs) {
  const product = dehydratedData(loaded?.dehydrated, productQueryOptions(params.productId));
  if (!loaded || !product) return [{ title: metaT(matches)('product.notFound') }];
  const { origin } = loaded;
  const description = product.description.slice(0, 155);
  return [
    { title: `${product.name} | ${settingsOf(matches).shop_name}` },
    { name: 'description', content: description },
    // In a market, under its path (`/de/products/…`), as every other page's canonical URL.
    { tagName: 'link', rel: 'canonical', href: `${originOf(matches) || origin}/products/${product.slug}` },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: description },
    ...(product.images[0] ? [{ property: 'og:image', content: `${origin}${product.images[0].full.url}` }] : []),
  ];
}

/** `/products/{productId}`: gallery, buy box, features, description, reviews, related products. */
export default function ProductRoute() {
  const { dehydrated } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydrated}>
      <ProductPage />
    </HydrationBoundary>
  );
}

function ProductPage() {
  const { origin, shipping } = useLoaderData<typeof loader>();
  const { productId = '' } = useParams();
  const product = useQuery(productQueryOptions(productId)).data;
  const root = useRootData();
  if (!product) return null;
  return (
    <ProductView
      product={product}
      origin={origin}
      pageOrigin={`${origin}${root?.basename ?? ''}`}
      currency={root?.market && !root.market.primary ? root.market.currency : (root?.settings.currency ?? 'USD')}
      shipping={shipping}
    />
  );
}

interface ProductViewProps {
  product: ProductDetail;
  origin: string;
  /** The origin and the market's path, for links to pages (`…/de`); `origin` is for media. */
  pageOrigin: string;
  currency: string;
  shipping: ShippingEstimates | null;
}

function ProductView({ product, origin, pageOrigin, currency, shipping }: ProductViewProps) {
  const { choice } = useVariantChoice(product);
  const t = useT();
  return (
    <div className="container-page py-8">
      <ProductJsonLd product={product} origin={origin} pageOrigin={pageOrigin} currency={currency} shipping={shipping} />
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: '/' },
          { label: product.category.name, to: `/products/category/${product.category.slug}` },
          { label: product.name },
        ]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <Gallery images={product.images} name={product.name} lead={colorImage(product, choice)} />
        <div className="lg:sticky lg:top-24 lg:self-start">
          <BuyBox product={product} />
        </div>
      </div>
      <div className="mt-14 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="text-2xl font-semibold">
            {t('product.description')}
          </h2>
          <p className="mt-3 whitespace-pre-line leading-relaxed text-ink/90">{product.description}</p>
        </section>
        {product.features.length > 0 && (
          <section aria-labelledby="features-title">
            <h2 id="features-title" className="text-2xl font-semibold">
              {t('product.features')}
            </h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink/90">
              {product.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <ReviewsSection productId={product.id} />
      {product.related.length > 0 && (
        <section className="mt-16 border-t border-line pt-10" aria-labelledby="related-title">
          <h2 id="related-title" className="mb-6 text-2xl font-semibold">
            {t('product.related')}
          </h2>
          <ProductGrid products={product.related.slice(0, 4).map(asCard)} eager={0} />
        </section>
      )}
    </div>
  );
}
