import { TICKET_STATUS_LABELS } from '@shopwright/shared/admin';
import { INQUIRY_TYPES, TICKET_STATUSES, type InquiryType, type TicketStatus } from '@shopwright/shared/support';
import { FilterSelect } from '../../../components/ui/filter-select';
import { ListSearch } from '../../../components/ui/list-search';

const STATUS_OPTIONS = TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }));

interface TicketFiltersProps {
  q: string;
  status: TicketStatus | undefined;
  inquiryType: InquiryType | undefined;
  onChange: (changes: Record<string, string | null>) => void;
  onSearch: (q: string) => void;
}

/** Search by reference, subject, name or e-mail; narrow by status and inquiry type. */
export function TicketFilters({ q, status, inquiryType, onChange, onSearch }: TicketFiltersProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <ListSearch label="Search tickets" placeholder="Reference, subject, name or email" value={q} onSearch={onSearch} />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(v) => onChange({ status: v })}
      />
      <FilterSelect
        label="Inquiry type"
        allLabel="All inquiry types"
        options={INQUIRY_TYPES}
        value={inquiryType}
        onChange={(v) => onChange({ type: v })}
      />
    </div>
  );
}
