import { Link, useNavigate } from 'react-router';
import { Eye } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { buttonClass } from '../components/ui/button';
import { useShopCurrency } from '../lib/shop-settings';
import { DeleteProductButton } from '../features/products/components/delete-product-button';
import { PublishedBadge } from '../features/products/components/product-badges';
import { ProductForm } from '../features/products/components/product-form';
import { MarketPricesCard } from '../features/products/components/market-prices-card';
import { ProductImages } from '../features/products/components/product-images';
import { ProductPage } from '../features/products/components/product-page';
import { VariantTable } from '../features/products/components/variant-table';

/**
 * `/admin/products/edit-product/{id}`: the product's fields (saved together), its pictures (each
 * change saved at once), its variants (each row saved on its own, or chosen rows in bulk) and its
 * prices per market currency (saved together).
 */
export function ProductsEditPage() {
  const navigate = useNavigate();
  const currency = useShopCurrency();
  return (
    <ProductPage>
      {(p) => (
        <>
          <PageHeader
            title={`Edit ${p.name}`}
            description={<PublishedBadge published={p.published} />}
            actions={
              <>
                <Link to={`/products/view-product/${p.id}`} className={buttonClass('secondary')}>
                  <Eye className="h-4 w-4" aria-hidden="true" />
                  View
                </Link>
                <DeleteProductButton product={p} />
              </>
            }
          />
          <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="xl:order-2">
              <ProductImages product={p} />
            </div>
            <div className="min-w-0 xl:order-1">
              <ProductForm key={p.id} product={p} currency={currency} onSaved={(saved) => navigate(`/products/view-product/${saved.id}`)} />
            </div>
          </div>
          <div className="mt-6">
            <VariantTable product={p} currency={currency} />
          </div>
          <div className="mt-6">
            <MarketPricesCard product={p} baseCurrency={currency} />
          </div>
        </>
      )}
    </ProductPage>
  );
}

export { ProductsEditPage as Component };
