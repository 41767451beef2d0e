import type { ReactNode } from 'react';
import { AlertTriangle, Inbox, type LucideIcon } from 'lucide-react';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from './button';

/** An icon, one sentence and at most one action. */
export function EmptyState({ icon: Icon = Inbox, message, action }: { icon?: LucideIcon; message: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <Icon className="h-8 w-8 text-muted" aria-hidden="true" />
      <p className="text-sm text-muted">{message}</p>
      {action}
    </div>
  );
}

/** What went wrong, with a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 text-center">
      <AlertTriangle className="h-8 w-8 text-red-600" aria-hidden="true" />
      <p className="text-sm text-ink">{errorMessage(error)}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
