import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { SearchX, SlidersHorizontal } from 'lucide';
import { Icon } from '../../components/ui/icon';
import type { ProductOptions } from '@shopwright/shared/catalog';
import { Button, buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import type { CardList } from '../../components/product/card-product';
import { FiltersPanel } from './filters-panel';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';
import { formatNumber } from '@shopwright/shared/i18n/format';
import { usePriceTaxNote } from '../../lib/shop-settings';
import { useT } from '../../lib/i18n';

interface Props {
  title: string;
  intro?: string;
  list: CardList | null;
  options: ProductOptions;
  error: string | null;
  categoryHref: (slug: string | null) => string;
  resetHref: string;
}

/** A product listing: filters (a drawer on phones), sort, result count, grid, pagination. */
export function ProductListing({ title, intro, list, options, error, categoryHref, resetHref }: Props) {
  const [search] = useSearchParams();
  const taxNote = usePriceTaxNote();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const t = useT();
  const q = search.get('q');
  const panel = list && <FiltersPanel facets={list.facets} options={options} categoryHref={categoryHref} />;
  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-6">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{q ? t('listing.resultsFor', { q }) : title}</h1>
          {intro && !q && <p className="mt-2 max-w-2xl text-muted">{intro}</p>}
          {list && (
            <p className="mt-2 text-sm text-muted" role="status">
              {t('listing.count', { count: list.count, formatted: formatNumber(list.count, t.lang) })}
            </p>
          )}
          <p className="mt-1 text-xs text-muted" data-testid="price-tax-note">
            {t('listing.prices', { note: taxNote })}
          </p>
        </div>
        <div className="flex items-end gap-3">
          <Button variant="secondary" className="lg:hidden" onClick={() => setFiltersOpen(true)}>
            <Icon node={SlidersHorizontal} className="h-4 w-4" /> {t('listing.filters')}
          </Button>
          <SortSelect />
        </div>
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[240px_1fr]">
        <aside className="hidden lg:block" aria-label={t('listing.filters')}>
          {panel}
        </aside>
        <section aria-labelledby="listing-products">
          {/* The cards' titles are level 3: without this heading they would come straight after the page's h1 (axe: heading-order). */}
          <h2 id="listing-products" className="sr-only">
            {t('listing.products')}
          </h2>
          {error ? (
            <EmptyState
              icon={SearchX}
              title={t('listing.filtersBrokenTitle')}
              text={error}
              action={
                <Link to={resetHref} className={buttonClass('primary')}>
                  {t('listing.clearFilters')}
                </Link>
              }
            />
          ) : list && list.results.length > 0 ? (
            <>
              <ProductGrid products={list.results} />
              <Pagination page={list.page} totalPages={list.total_pages} />
            </>
          ) : (
            <EmptyState
              icon={SearchX}
              title={t('listing.noneTitle')}
              text={t('listing.noneText')}
              action={
                <Link to={resetHref} className={buttonClass('primary')}>
                  {t('listing.clearFilters')}
                </Link>
              }
            />
          )}
        </section>
      </div>
      <Dialog open={filtersOpen} onClose={() => setFiltersOpen(false)} title={t('listing.filters')} className="max-w-sm">
        {/* Focus starts on the heading: on a phone, focusing the price field would open the keyboard over the drawer. */}
        <h2 className="mb-4 text-xl font-semibold outline-none" tabIndex={-1} data-autofocus>
          {t('listing.filters')}
        </h2>
        <div onClick={(e) => (e.target as HTMLElement).closest('a') && setFiltersOpen(false)}>{panel}</div>
      </Dialog>
    </div>
  );
}
