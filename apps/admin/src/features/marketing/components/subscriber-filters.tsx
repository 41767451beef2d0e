import { NEWSLETTER_STATUS_LABELS } from '@shopwright/shared/admin';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '@shopwright/shared/newsletter';
import { FilterSelect } from '../../../components/ui/filter-select';
import { ListSearch } from '../../../components/ui/list-search';

const STATUS_OPTIONS = NEWSLETTER_STATUSES.map((s) => ({ value: s, label: NEWSLETTER_STATUS_LABELS[s] }));

interface SubscriberFiltersProps {
  q: string;
  status: NewsletterStatus | undefined;
  onStatus: (status: string | null) => void;
  onSearch: (q: string) => void;
}

export function SubscriberFilters({ q, status, onStatus, onSearch }: SubscriberFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ListSearch label="Search subscribers" placeholder="Email address" value={q} onSearch={onSearch} />
      <FilterSelect label="Status" allLabel="All statuses" options={STATUS_OPTIONS} value={status} onChange={onStatus} />
    </div>
  );
}
