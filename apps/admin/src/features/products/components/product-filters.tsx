import { useCallback, type ReactNode } from 'react';
import { ADMIN_PRODUCT_SORTS, type AdminProductSort, type StockFilter } from '@shopwright/shared/admin';
import { Select } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { ListSearch } from '../../../components/ui/list-search';
import { useBrands, useCategories } from '../api/taxonomy';

export const SORT_LABELS: Record<AdminProductSort, string> = {
  newest: 'Newest first',
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  price: 'Price, low to high',
  '-price': 'Price, high to low',
  stock: 'Stock, lowest first',
  '-stock': 'Stock, highest first',
  'best-selling': 'Best selling',
};
const SORT_OPTIONS = ADMIN_PRODUCT_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }));
const STOCK_OPTIONS: Array<{ value: StockFilter; label: string }> = [
  { value: 'in', label: 'In stock' },
  { value: 'low', label: 'Low stock' },
  { value: 'out', label: 'Sold out' },
];
const PUBLISHED_OPTIONS = [
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Unpublished' },
];

export interface ProductFilterValues {
  q: string;
  category?: string;
  brand?: string;
  published?: 'true' | 'false';
  stock?: StockFilter;
  sort: AdminProductSort;
}

/** Search by name or slug; narrow by category, brand, visibility and stock; choose the order. */
export function ProductFilters({
  values,
  onChange,
  actions,
}: {
  values: ProductFilterValues;
  onChange: (changes: Record<string, string | null>) => void;
  actions?: ReactNode;
}) {
  const categories = useCategories().data ?? [];
  const brands = useBrands().data ?? [];
  const onSearch = useCallback((q: string) => onChange({ q: q || null }), [onChange]);
  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ListSearch label="Search products" placeholder="Name, text or slug" value={values.q} onSearch={onSearch} />
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="Category"
          allLabel="All categories"
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
          value={values.category}
          onChange={(v) => onChange({ category: v })}
        />
        <FilterSelect
          label="Brand"
          allLabel="All brands"
          options={brands.map((b) => ({ value: b.slug, label: b.name }))}
          value={values.brand}
          onChange={(v) => onChange({ brand: v })}
        />
        <FilterSelect
          label="Visibility"
          allLabel="Published or not"
          options={PUBLISHED_OPTIONS}
          value={values.published}
          onChange={(v) => onChange({ published: v })}
        />
        <FilterSelect
          label="Stock"
          allLabel="Any stock"
          options={STOCK_OPTIONS}
          value={values.stock}
          onChange={(v) => onChange({ stock: v })}
        />
        <div className="w-full sm:w-48">
          <Select
            label="Sort by"
            options={SORT_OPTIONS}
            value={values.sort}
            onChange={(e) => onChange({ sort: e.target.value === 'newest' ? null : e.target.value })}
          />
        </div>
      </div>
    </div>
  );
}
