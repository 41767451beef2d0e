import { Select } from './field';

export const ALL = 'all';

interface FilterSelectProps {
  label: string;
  /** The choice that removes the filter, e.g. "All statuses". */
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string | undefined;
  onChange: (value: string | null) => void;
}

/** A list filter; "all" (never an empty value) stands for no filter. */
export function FilterSelect({ label, allLabel, options, value, onChange }: FilterSelectProps) {
  return (
    <div className="w-full sm:w-44">
      <Select
        label={label}
        options={[{ value: ALL, label: allLabel }, ...options]}
        value={value ?? ALL}
        onChange={(e) => onChange(e.target.value === ALL ? null : e.target.value)}
      />
    </div>
  );
}
