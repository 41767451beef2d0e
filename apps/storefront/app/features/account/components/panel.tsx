import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface PanelProps {
  title: string;
  description?: ReactNode;
  /** A link or button beside the title (e.g. "View all"). */
  action?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One card of a section: a title, a sentence on what it does, then its content. */
export function Panel({ title, description, action, tone = 'default', children }: PanelProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl border bg-white p-5 sm:p-8', tone === 'danger' ? 'border-red-200' : 'border-line')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          {description && <p className="mt-1.5 text-sm text-muted">{description}</p>}
        </div>
        {action}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export const textLinkClass =
  'rounded text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline focus-visible:outline-offset-2';
