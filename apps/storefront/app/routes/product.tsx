import { data, useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { ProductDetail, ReviewList } from '@shopwright/shared/catalog';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { ProductGrid } from '../features/catalog/product-grid';
import { BuyBox } from '../features/product/buy-box';
import { Gallery } from '../features/product/gallery';
import { ProductJsonLd } from '../features/product/product-json-ld';
import { useVariantChoice } from '../features/product/use-variant-choice';
import { colorImage } from '../features/product/variant-choice';
import { serverApiFetch } from '../lib/load-context';
import { useRootData } from '../root';
import { settingsOf } from '../lib/shop-settings';
import { lazyPart } from '../components/ui/lazy-part';
import type { Route } from './+types/product';

// Below the fold: rendered on the server, its code loads after the page's own.
const ReviewsSection = lazyPart(() => import('../features/product/reviews-section').then((m) => m.ReviewsSection));

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = encodeURIComponent(params.productId);
  const [productRes, reviewsRes] = await Promise.all([serverApiFetch(context, `products/${id}`), serverApiFetch(context, `products/${id}/reviews`)]);
  if (productRes.status === 404 || productRes.status === 400) throw data('Product not found', { status: 404 });
  if (!productRes.ok) throw data('The product could not be loaded.', { status: productRes.status });
  const product = (await productRes.json()) as ProductDetail;
  const reviews = reviewsRes.ok ? ((await reviewsRes.json()) as ReviewList) : null;
  return { product, reviews, origin: new URL(request.url).origin };
}

/** Choosing a colour or size only changes `?color=…&size=…`: the product is not loaded again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Product not found' }];
  const { product, origin } = loaded;
  const description = product.description.slice(0, 155);
  return [
    { title: `${product.name} | ${settingsOf(matches).shop_name}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: `${origin}/products/${product.slug}` },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: description },
    ...(product.images[0] ? [{ property: 'og:image', content: `${origin}${product.images[0].full.url}` }] : []),
  ];
}

/** `/products/{productId}`: gallery, buy box, features, description, reviews, related products. */
export default function ProductPage() {
  const { product, reviews, origin } = useLoaderData<typeof loader>();
  const root = useRootData();
  const { choice } = useVariantChoice(product);
  return (
    <div className="container-page py-8">
      <ProductJsonLd product={product} origin={origin} currency={root?.settings.currency ?? 'USD'} />
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: product.category.name, to: `/products/category/${product.category.slug}` }, { label: product.name }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <Gallery images={product.images} name={product.name} lead={colorImage(product, choice)} />
        <div className="lg:sticky lg:top-24 lg:self-start">
          <BuyBox product={product} />
        </div>
      </div>
      <div className="mt-14 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="text-2xl font-semibold">Description</h2>
          <p className="mt-3 whitespace-pre-line leading-relaxed text-ink/90">{product.description}</p>
        </section>
        {product.features.length > 0 && (
          <section aria-labelledby="features-title">
            <h2 id="features-title" className="text-2xl font-semibold">Features</h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink/90">
              {product.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <ReviewsSection productId={product.id} initial={reviews} />
      {product.related.length > 0 && (
        <section className="mt-16 border-t border-line pt-10" aria-labelledby="related-title">
          <h2 id="related-title" className="mb-6 text-2xl font-semibold">You may also like</h2>
          <ProductGrid products={product.related.slice(0, 4)} eager={0} />
        </section>
      )}
    </div>
  );
}
