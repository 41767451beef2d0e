import { useNavigate, useSearchParams } from 'react-router';
import { Select } from '../../components/ui/field';
import { RELEVANCE_OPTION, SORT_OPTIONS, withParams } from './listing-params';
import { useT } from '../../lib/i18n';

/** The listing's sort options (popular, newest, price-low, price-high, rating); "Best match" only while searching. Never an empty option. */
export function SortSelect() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const searching = Boolean(search.get('q'));
  const options = (searching ? [RELEVANCE_OPTION, ...SORT_OPTIONS] : SORT_OPTIONS).map((o) => ({ value: o.value, label: t(o.label) }));
  const value = search.get('sort') ?? (searching ? 'relevance' : 'popular');
  return (
    <div className="w-56">
      <Select
        label={t('sort.label')}
        options={options}
        value={value}
        onChange={(e) => navigate(withParams(search, { sort: e.currentTarget.value }), { preventScrollReset: true })}
      />
    </div>
  );
}
