import { DISCOUNT_STATUS_LABELS, DISCOUNT_STATUSES, type DiscountStatus } from '@shopwright/shared/admin';
import { FilterSelect } from '../../../../components/ui/filter-select';
import { ListSearch } from '../../../../components/ui/list-search';

const STATUS_OPTIONS = DISCOUNT_STATUSES.map((s) => ({ value: s, label: DISCOUNT_STATUS_LABELS[s] }));

interface DiscountFiltersProps {
  q: string;
  status: DiscountStatus | undefined;
  onStatus: (status: string | null) => void;
  onSearch: (q: string) => void;
}

export function DiscountFilters({ q, status, onStatus, onSearch }: DiscountFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ListSearch label="Search codes" placeholder="Code, e.g. SUMMER" value={q} onSearch={onSearch} />
      <FilterSelect label="Status" allLabel="All statuses" options={STATUS_OPTIONS} value={status} onChange={onStatus} />
    </div>
  );
}
