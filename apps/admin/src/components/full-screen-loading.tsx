import { Spinner } from './ui/spinner';

/** Shown while the first screen's code and session load. */
export function FullScreenLoading() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 bg-surface text-muted" role="status">
      <Spinner className="h-6 w-6 text-brand-600" />
      <p className="text-sm">Loading…</p>
    </div>
  );
}
