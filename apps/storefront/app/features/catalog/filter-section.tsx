import type { ReactNode } from 'react';

/**
 * One group of filters. The legend carries the section's top spacing itself: a fieldset's
 * padding would sit below its legend and open a gap under each heading.
 */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-legend">{title}</legend>
      <div>{children}</div>
    </fieldset>
  );
}
