import { Input } from './field';

/** A list's "from" and "to" day filters (orders, returns): empty means open-ended. */
export function DateRangeFilter({
  fromLabel,
  toLabel,
  values,
  errors,
  onChange,
  itemClassName = 'w-full sm:w-40',
}: {
  fromLabel: string;
  toLabel: string;
  values: { from?: string | null; to?: string | null };
  errors: { from?: string; to?: string };
  onChange: (patch: { from?: string | null; to?: string | null }) => void;
  itemClassName?: string;
}) {
  return (
    <>
      <div className={itemClassName}>
        <Input
          label={fromLabel}
          type="date"
          value={values.from ?? ''}
          error={errors.from}
          onChange={(e) => onChange({ from: e.target.value || null })}
        />
      </div>
      <div className={itemClassName}>
        <Input
          label={toLabel}
          type="date"
          value={values.to ?? ''}
          error={errors.to}
          onChange={(e) => onChange({ to: e.target.value || null })}
        />
      </div>
    </>
  );
}
