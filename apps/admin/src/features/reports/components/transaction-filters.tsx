import {
  PAYMENT_METHOD_LABELS,
  TRANSACTION_KIND_LABELS,
  TRANSACTION_STATUS_LABELS,
  type TransactionFiltersInput,
} from '@shopwright/shared/admin';
import { Input } from '../../../components/ui/field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { ListSearch } from '../../../components/ui/list-search';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

interface TransactionFiltersProps {
  filters: TransactionFiltersInput;
  /** The date problem to show under From (From after To). */
  rangeError: string | undefined;
  onChange: (changes: Record<string, string | null>) => void;
}

/** Type, method, status, a date range (UTC days) and a search by order number or e-mail; each field a 44 px touch target. */
export function TransactionFilters({ filters, rangeError, onChange }: TransactionFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3 [&_input]:min-h-11 [&_select]:min-h-11">
      <ListSearch
        label="Search transactions"
        placeholder="Order number or e-mail"
        value={filters.q ?? ''}
        onSearch={(q) => onChange({ q: q || null })}
      />
      <FilterSelect
        label="Type"
        allLabel="All types"
        options={options(TRANSACTION_KIND_LABELS)}
        value={filters.kind}
        onChange={(kind) => onChange({ kind })}
      />
      <FilterSelect
        label="Method"
        allLabel="All methods"
        options={options(PAYMENT_METHOD_LABELS)}
        value={filters.method}
        onChange={(method) => onChange({ method })}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        options={options(TRANSACTION_STATUS_LABELS)}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <div className="w-40">
        <Input
          label="From"
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || null })}
          error={rangeError}
        />
      </div>
      <div className="w-40">
        <Input label="To" type="date" value={filters.to ?? ''} onChange={(e) => onChange({ to: e.target.value || null })} />
      </div>
    </div>
  );
}
