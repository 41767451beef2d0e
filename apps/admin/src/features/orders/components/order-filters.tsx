import { PAYMENT_METHOD_LABELS } from '@shopwright/shared/admin';
import { PAYMENT_METHODS } from '@shopwright/shared/checkout';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@shopwright/shared/orders';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { FilterSelect } from '../../../components/ui/filter-select';
import { ListSearch } from '../../../components/ui/list-search';

const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));
const PAYMENT_OPTIONS = PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }));
const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

export interface OrderFilterValues {
  q: string;
  customer: string;
  status?: string;
  payment_status?: string;
  payment_method?: string;
  from?: string;
  to?: string;
}

interface OrderFiltersProps {
  values: OrderFilterValues;
  /** A field's API error (e.g. a range with From after To). */
  errors: Record<string, string | undefined>;
  onChange: (changes: Record<string, string | null>) => void;
}

/** Search by number and customer; narrow by status, payment and the day the order was placed. */
export function OrderFilters({ values, errors, onChange }: OrderFiltersProps) {
  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <ListSearch label="Order number" placeholder="SW-100012" value={values.q} onSearch={(q) => onChange({ q: q || null })} />
        <ListSearch
          label="Customer"
          placeholder="Customer id or email"
          value={values.customer}
          onSearch={(c) => onChange({ customer: c || null })}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          value={values.status}
          onChange={(v) => onChange({ status: v })}
        />
        <FilterSelect
          label="Payment"
          allLabel="All payments"
          options={PAYMENT_OPTIONS}
          value={values.payment_status}
          onChange={(v) => onChange({ payment_status: v })}
        />
        <FilterSelect
          label="Method"
          allLabel="All methods"
          options={METHOD_OPTIONS}
          value={values.payment_method}
          onChange={(v) => onChange({ payment_method: v })}
        />
        <DateRangeFilter fromLabel="Placed from" toLabel="Placed to" values={values} errors={errors} onChange={onChange} />
      </div>
    </div>
  );
}
