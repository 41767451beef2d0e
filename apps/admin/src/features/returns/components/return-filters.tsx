import { RETURN_STATUSES, RETURN_STATUS_LABELS } from '@shopwright/shared/returns';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { FilterSelect } from '../../../components/ui/filter-select';
import { ListSearch } from '../../../components/ui/list-search';

const STATUS_OPTIONS = RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] }));

export interface ReturnFilterValues {
  q: string;
  status?: string;
  from?: string;
  to?: string;
}

interface ReturnFiltersProps {
  values: ReturnFilterValues;
  /** A field's error: the API's, or a range with From after To. */
  errors: Record<string, string | undefined>;
  onChange: (changes: Record<string, string | null>) => void;
}

/** Search by return or order number; narrow by status and the day the return was asked for. Every field a 44 px target. */
export function ReturnFilters({ values, errors, onChange }: ReturnFiltersProps) {
  return (
    <div className="mb-4 flex flex-wrap items-start gap-3 [&_input]:min-h-11 [&_select]:min-h-11">
      <div className="w-full sm:max-w-xs">
        <ListSearch
          label="Return or order number"
          placeholder="R-100012 or SW-100012"
          value={values.q}
          onSearch={(q) => onChange({ q: q || null })}
        />
        {errors.q && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {errors.q}
          </p>
        )}
      </div>
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(v) => onChange({ status: v })}
      />
      <DateRangeFilter
        fromLabel="Requested from"
        toLabel="Requested to"
        values={values}
        errors={errors}
        onChange={onChange}
        itemClassName="w-[calc(50%-0.375rem)] sm:w-40"
      />
    </div>
  );
}
