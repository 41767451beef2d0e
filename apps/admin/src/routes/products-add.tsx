import { useNavigate } from 'react-router';
import { ImagePlus } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { useShopCurrency } from '../lib/shop-settings';
import { BackToProducts } from '../features/products/components/product-page';
import { ProductForm } from '../features/products/components/product-form';

/**
 * `/admin/products/add-product`. Pictures belong to a saved product, so creating one opens its
 * edit page, where they are added.
 */
export function ProductsAddPage() {
  const navigate = useNavigate();
  const currency = useShopCurrency();
  return (
    <>
      <BackToProducts />
      <PageHeader title="Add product" description="New products stay hidden from shoppers until you publish them." />
      <p className="mb-6 flex gap-2 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-700">
        <ImagePlus className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        Pictures come next: once the product is created, its edit page opens so you can upload them.
      </p>
      <ProductForm currency={currency} onSaved={(saved) => navigate(`/products/edit-product/${saved.id}`, { replace: true })} />
    </>
  );
}

export { ProductsAddPage as Component };
