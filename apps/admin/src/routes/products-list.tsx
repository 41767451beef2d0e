import { useMemo } from 'react';
import { ADMIN_PAGE_SIZE, ADMIN_PRODUCT_SORTS, STOCK_FILTERS, type AdminProductSort } from '@shopwright/shared/admin';
import { ExportCsvButton } from '../components/ui/export-csv-button';
import { Pagination } from '../components/ui/pagination';
import { useShopCurrency } from '../lib/shop-settings';
import { useProducts } from '../features/products/api/products';
import { downloadProductsCsv } from '../features/products/api/products-csv';
import { BulkPublishBar } from '../features/products/components/bulk-publish-bar';
import { ImportProductsButton } from '../features/products/components/import-products-dialog';
import { ProductFilters, type ProductFilterValues } from '../features/products/components/product-filters';
import { ProductsTable } from '../features/products/components/products-table';
import { useRowSelection } from '../features/products/hooks/use-row-selection';
import { oneOf, useListParams } from '../lib/use-list-params';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = (value: string | null) => (value && SLUG.test(value) ? value : undefined);
const NO_IDS: number[] = [];

/** `/admin/products`: every product, published or not; searched, filtered, sorted and paged in the address. */
export function ProductsListPage() {
  const { params, page, update } = useListParams();
  const values: ProductFilterValues = {
    q: params.get('q') ?? '',
    category: slug(params.get('category')),
    brand: slug(params.get('brand')),
    published: oneOf(['true', 'false'], params.get('published')),
    stock: oneOf(STOCK_FILTERS, params.get('stock')),
    sort: (oneOf(ADMIN_PRODUCT_SORTS, params.get('sort')) ?? 'newest') as AdminProductSort,
  };
  const products = useProducts({ ...values, q: values.q || undefined, page });
  const currency = useShopCurrency();
  const rows = products.data?.results;
  const ids = useMemo(() => rows?.map((p) => p.id) ?? NO_IDS, [rows]);
  const selection = useRowSelection(ids);
  const filtered = Boolean(values.q || values.category || values.brand || values.published || values.stock);

  return (
    <>
      <ProductFilters
        values={values}
        onChange={update}
        actions={
          <>
            <ImportProductsButton />
            <ExportCsvButton onExport={downloadProductsCsv} done="Products exported." />
          </>
        }
      />
      <BulkPublishBar ids={selection.selected} onDone={selection.clear} />
      <ProductsTable
        products={rows}
        currency={currency}
        loading={products.isPending}
        error={products.error}
        onRetry={() => void products.refetch()}
        sort={values.sort}
        onSort={(s) => update({ sort: s === 'newest' ? null : s })}
        filtered={filtered}
        selection={selection}
      />
      {products.data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          count={products.data.count}
          onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          noun="products"
        />
      )}
    </>
  );
}

export { ProductsListPage as Component };
