import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { FilterSection } from './filter-section';
import { withParams } from './listing-params';
import { useT } from '../../lib/i18n';

/** Min and max price; the placeholders show the range of the current results. */
export function PriceFilter({ min, max }: { min: number | null; max: number | null }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const input = 'field py-2';
  const t = useT();
  return (
    <FilterSection title={t('filters.price')}>
      <form
        key={`${search.get('min_price')}-${search.get('max_price')}`}
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          navigate(withParams(search, { min_price: String(data.get('min_price') ?? ''), max_price: String(data.get('max_price') ?? '') }), {
            preventScrollReset: true,
          });
        }}
      >
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor="min-price">
            {t('filters.minPrice')}
          </label>
          <input
            id="min-price"
            name="min_price"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            placeholder={min !== null ? `$${Math.floor(min)}` : t('filters.min')}
            defaultValue={search.get('min_price') ?? ''}
            className={input}
          />
          <span className="text-muted" aria-hidden="true">
            –
          </span>
          <label className="sr-only" htmlFor="max-price">
            {t('filters.maxPrice')}
          </label>
          <input
            id="max-price"
            name="max_price"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            placeholder={max !== null ? `$${Math.ceil(max)}` : t('filters.max')}
            defaultValue={search.get('max_price') ?? ''}
            className={input}
          />
        </div>
        <Button type="submit" variant="secondary" className="w-full">
          {t('filters.applyPrice')}
        </Button>
      </form>
    </FilterSection>
  );
}
