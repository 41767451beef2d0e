/** A group of checkboxes (scopes, events) with rows tall enough to tap. */
export function ChoiceList<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: readonly T[];
  value: T[];
  onChange: (value: T[]) => void;
  error?: string;
}) {
  const toggle = (option: T) => onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <fieldset aria-describedby={error ? `${legend}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-line accent-brand-600"
              checked={value.includes(option)}
              onChange={() => toggle(option)}
            />
            <code className="font-mono text-sm">{option}</code>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${legend}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
