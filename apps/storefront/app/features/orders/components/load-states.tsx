import { errorMessage } from '@shopwright/shared/http';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

/** Grey blocks shaped like the page while it loads. */
export function PageSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="container-page py-10" aria-busy="true" aria-label={label}>
      <div className="h-9 w-56 animate-pulse rounded-lg bg-surface" />
      <div className="mt-8 space-y-4">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="h-20 animate-pulse rounded-xl bg-surface" />
        ))}
      </div>
    </div>
  );
}

/** A failed read: what went wrong and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="container-page max-w-xl space-y-3 py-12">
      <Banner message={{ kind: 'error', text: errorMessage(error) }} />
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
