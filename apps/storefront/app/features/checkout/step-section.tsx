import { useId, type ReactNode } from 'react';
import { Check } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export type StepState = 'active' | 'done' | 'upcoming';

interface StepSectionProps {
  index: number;
  title: string;
  state: StepState;
  /** What was chosen, shown once the step is done. */
  summary?: ReactNode;
  onEdit?: () => void;
  children: ReactNode;
}

/** One step of the checkout: open while active, a one-line summary with "Change" once done. */
export function StepSection({ index, title, state, summary, onEdit, children }: StepSectionProps) {
  const titleId = useId();
  const t = useT();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-2xl border p-5 sm:p-6', state === 'active' ? 'border-brand-600 shadow-sm' : 'border-line')}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
            state === 'done' ? 'bg-green-600 text-white' : state === 'active' ? 'bg-brand-600 text-white' : 'bg-surface text-muted',
          )}
          aria-hidden="true"
        >
          {state === 'done' ? <Icon node={Check} className="h-4 w-4" /> : index}
        </span>
        <h2 id={titleId} className={cn('min-w-0 flex-1 text-lg font-semibold', state === 'upcoming' && 'text-muted')}>
          {title}
        </h2>
        {state === 'done' && onEdit && (
          <button
            type="button"
            onClick={onEdit}
            className="inline-flex min-h-11 items-center rounded px-1 text-sm font-medium text-brand-600 hover:underline"
          >
            {t('checkout.change')}
            <span className="sr-only"> {title.toLowerCase()}</span>
          </button>
        )}
      </div>
      {/* Under the step's number from sm up; on phones the fields use the full width. */}
      {state === 'done' && summary && <div className="mt-1 text-sm text-muted sm:pl-10">{summary}</div>}
      {state === 'active' && <div className="mt-5 sm:pl-10">{children}</div>}
    </section>
  );
}
