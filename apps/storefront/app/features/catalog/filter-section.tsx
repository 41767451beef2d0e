import type { ReactNode } from 'react';

/**
 * One group of filters. The legend carries the section's top spacing itself: a fieldset's
 * padding would sit below its legend and open a gap under each heading.
 */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="group border-b border-line pb-5">
      <legend className="float-left mb-3 w-full pt-5 text-sm font-semibold text-ink group-first:pt-0">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
