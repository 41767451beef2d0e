import type { ReactNode } from 'react';

export type Fact = readonly [term: string, value: ReactNode];

interface FactsProps {
  facts: readonly Fact[];
  /** The grid (or stack) of the list, e.g. `grid gap-x-6 gap-y-4 sm:grid-cols-2`. */
  className: string;
  /** Classes of each value, e.g. larger figures. */
  valueClassName?: string;
  label?: string;
}

/** Terms and their values (a description list) as the detail pages show them: small caps term, value below. */
export function Facts({ facts, className, valueClassName = 'mt-1 text-sm', label }: FactsProps) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">{term}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
