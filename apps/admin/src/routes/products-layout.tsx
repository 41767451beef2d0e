import { Link, Outlet } from 'react-router';
import { Plus } from 'lucide-react';
import { SectionTabs } from '../components/layout/section-tabs';
import { PageHeader } from '../components/page-header';
import { buttonClass } from '../components/ui/button';

/** The tabs of Products, each a child route in products-routes.ts; the product list lands first. */
const TABS = [
  { to: '/products', label: 'Products', end: true },
  { to: '/products/categories', label: 'Categories', end: false },
  { to: '/products/brands', label: 'Brands', end: false },
];

/** `/admin/products/*`: the catalog, its categories and its brands. */
export function ProductsLayout() {
  return (
    <>
      <PageHeader
        title="Products"
        description="The catalog: what shoppers can find and buy, how it is grouped, and how much is in stock."
        actions={
          <Link to="/products/add-product" className={buttonClass('primary')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add product
          </Link>
        }
      />
      <SectionTabs label="Products sections" tabs={TABS} />
      <Outlet />
    </>
  );
}

export { ProductsLayout as Component };
