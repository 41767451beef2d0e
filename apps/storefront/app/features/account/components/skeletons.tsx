import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-lg bg-gray-100', className)} />;
}

/** A card with lines where a section's content will be. */
export function PanelSkeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-line p-5 sm:p-8" role="status" aria-busy="true">
      <span className="sr-only">{label ?? t('common.loading')}</span>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="mt-3 h-4 w-64 max-w-full" />
      <div className="mt-8 space-y-4" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-11 w-full" />
        ))}
      </div>
    </div>
  );
}

/** The whole page while the signed-in user is being read. */
export function AccountSkeleton() {
  const t = useT();
  return (
    <div className="container-page py-10">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="mt-3 h-4 w-72 max-w-full" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[14rem_1fr]">
        <div className="flex flex-wrap gap-2 lg:flex-col" aria-hidden="true">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-28 lg:w-full" />
          ))}
        </div>
        <PanelSkeleton rows={4} label={t('account.loading')} />
      </div>
    </div>
  );
}
