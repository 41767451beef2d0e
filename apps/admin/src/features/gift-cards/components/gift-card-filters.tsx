import { GIFT_CARD_STATUSES, GIFT_CARD_STATUS_LABELS } from '@shopwright/shared/credit';
import { FilterSelect } from '../../../components/ui/filter-select';
import { ListSearch } from '../../../components/ui/list-search';

const STATUS_OPTIONS = GIFT_CARD_STATUSES.map((s) => ({ value: s, label: GIFT_CARD_STATUS_LABELS[s] }));

interface GiftCardFiltersProps {
  last4: string;
  status: string | undefined;
  /** Why the typed last 4 cannot be searched for (not 4 characters of a code). */
  last4Error: string | undefined;
  onChange: (changes: Record<string, string | null>) => void;
}

/** Search by the code's last 4 characters (what a customer reads off the card) and narrow by status; 44 px fields. */
export function GiftCardFilters({ last4, status, last4Error, onChange }: GiftCardFiltersProps) {
  return (
    <div className="mb-4 flex flex-wrap items-start gap-3 [&_input]:min-h-11 [&_select]:min-h-11">
      <div className="w-full sm:max-w-xs">
        <ListSearch label="Last 4 of the code" placeholder="NPQR" value={last4} onSearch={(q) => onChange({ last4: q || null })} />
        {last4Error && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {last4Error}
          </p>
        )}
      </div>
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(v) => onChange({ status: v })}
      />
    </div>
  );
}
