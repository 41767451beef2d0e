import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import type { ProductFacets, ProductOptions } from '@shopwright/shared/catalog';
import { FilterSection } from './filter-section';
import { FoldedList } from './folded-list';
import { withParams, toggleListValue } from './listing-params';
import { PriceFilter } from './price-filter';
import { useT } from '../../lib/i18n';

// Rows (`filter-row`), pills (`filter-pill`), check boxes (`filter-check`) and counts are component
// classes in app.css: a panel has dozens, and they are 44 px high where fingers use them (the phone
// and tablet drawer). A chosen filter is styled from its aria-checked / aria-current.

/** Filter panel: categories, brands, price, availability, colours and sizes, with counts. */
export function FiltersPanel({
  facets,
  options,
  categoryHref,
}: {
  facets: ProductFacets;
  options: ProductOptions;
  categoryHref: (slug: string | null) => string;
}) {
  const [search] = useSearchParams();
  const activeCategory = search.get('category');
  const brands = (search.get('brand') ?? '').split(',');
  const keep = { preventScrollReset: true };
  const t = useT();
  return (
    <div>
      <FilterSection title={t('filters.category')}>
        <ul className="space-y-0.5">
          <li>
            <Link
              to={categoryHref(null)}
              className="filter-row"
              aria-current={!activeCategory || activeCategory === 'all' ? 'true' : undefined}
              {...keep}
            >
              {t('filters.allCategories')}
            </Link>
          </li>
          {facets.categories.map((c) => (
            <li key={c.slug}>
              <Link
                to={categoryHref(c.slug)}
                className="filter-row"
                aria-current={activeCategory === c.slug ? 'true' : undefined}
                {...keep}
              >
                <span>{c.name}</span>
                <span className="filter-count">{c.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </FilterSection>
      {facets.brands.length > 0 && (
        <FilterSection title={t('filters.brand')}>
          <FoldedList
            items={facets.brands}
            noun={t('filters.brands')}
            className="space-y-0.5"
            itemKey={(b) => b.slug}
            isActive={(b) => brands.includes(b.slug)}
            render={(b) => (
              <Link
                to={withParams(search, { brand: toggleListValue(search.get('brand'), b.slug) })}
                className="filter-row"
                role="checkbox"
                aria-checked={brands.includes(b.slug)}
                {...keep}
              >
                <span className="filter-check">{b.name}</span>
                <span className="filter-count">{b.count}</span>
              </Link>
            )}
          />
        </FilterSection>
      )}
      <PriceFilter min={facets.price.min} max={facets.price.max} />
      <FilterSection title={t('filters.availability')}>
        <Link
          to={withParams(search, { in_stock: search.get('in_stock') === 'true' ? null : 'true' })}
          className="filter-row"
          role="checkbox"
          aria-checked={search.get('in_stock') === 'true'}
          {...keep}
        >
          <span className="filter-check">{t('filters.inStockOnly')}</span>
        </Link>
      </FilterSection>
      {(['color', 'size'] as const).map((key) => {
        const values = key === 'color' ? options.colors : options.sizes;
        if (values.length === 0) return null;
        return (
          <FilterSection key={key} title={key === 'color' ? t('filters.colour') : t('filters.size')}>
            <FoldedList
              items={values}
              noun={key === 'color' ? t('filters.colours') : t('filters.sizes')}
              className="flex flex-wrap gap-2"
              itemKey={(o) => o.name}
              isActive={(o) => search.get(key)?.toLowerCase() === o.name.toLowerCase()}
              render={(o) => {
                const on = search.get(key)?.toLowerCase() === o.name.toLowerCase();
                return (
                  <Link
                    to={withParams(search, { [key]: on ? null : o.name })}
                    role="checkbox"
                    aria-checked={on}
                    className="filter-pill"
                    {...keep}
                  >
                    {`${o.name} `}
                    <span className="filter-count">{`(${o.count})`}</span>
                  </Link>
                );
              }}
            />
          </FilterSection>
        );
      })}
    </div>
  );
}
