import { Link } from 'react-router';
import { ExternalLink, Pencil } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { buttonClass } from '../components/ui/button';
import { useShopCurrency } from '../lib/shop-settings';
import { DeleteProductButton } from '../features/products/components/delete-product-button';
import { MarketPricesSummary } from '../features/products/components/market-prices-card';
import { PublishedBadge } from '../features/products/components/product-badges';
import { ProductPage } from '../features/products/components/product-page';
import { ProductReviews } from '../features/products/components/product-reviews';
import { ProductContent, ProductFacts, ProductGallery } from '../features/products/components/product-summary';
import { StockHistoryTable } from '../features/products/components/stock-history-table';
import { VariantSummary } from '../features/products/components/variant-summary';

/** `/admin/products/view-product/{id}`: a product as the admin sees it, with its variants, their stock history and reviews. */
export function ProductsViewPage() {
  const currency = useShopCurrency();
  return (
    <ProductPage>
      {(p) => (
        <>
          <PageHeader
            title={p.name}
            description={<PublishedBadge published={p.published} />}
            actions={
              <>
                {p.published && (
                  // The storefront is another app on the same origin, so a plain link (new tab) leaves the admin's router.
                  <a href={`/products/${p.slug}`} target="_blank" rel="noreferrer" className={buttonClass('secondary')}>
                    <ExternalLink className="h-4 w-4" aria-hidden="true" />
                    View in shop
                  </a>
                )}
                <Link to={`/products/edit-product/${p.id}`} className={buttonClass('primary')}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  Edit
                </Link>
                <DeleteProductButton product={p} />
              </>
            }
          />
          <div className="space-y-6">
            <ProductFacts product={p} currency={currency} />
            <MarketPricesSummary product={p} baseCurrency={currency} />
            <ProductGallery product={p} />
            <ProductContent product={p} />
            <section aria-labelledby="variants-heading">
              <h2 id="variants-heading" className="mb-3 text-base font-semibold">
                Variants ({p.variant_count})
              </h2>
              <VariantSummary productId={p.id} currency={currency} />
            </section>
            <section aria-labelledby="stock-heading">
              <h2 id="stock-heading" className="mb-3 text-base font-semibold">
                Stock history
              </h2>
              <StockHistoryTable productId={p.id} />
            </section>
            <section aria-labelledby="reviews-heading">
              <h2 id="reviews-heading" className="mb-3 text-base font-semibold">
                Reviews ({p.rating.count})
              </h2>
              <ProductReviews productId={p.id} />
            </section>
          </div>
        </>
      )}
    </ProductPage>
  );
}

export { ProductsViewPage as Component };
