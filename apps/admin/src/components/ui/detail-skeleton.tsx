/**
 * The placeholder of a detail page while it loads: a title bar, then either a main column with a
 * side column (`sidebar`, e.g. an order) or blocks one under the other (`stacked`).
 */
export function DetailSkeleton({ label, layout = 'stacked' }: { label: string; layout?: 'sidebar' | 'stacked' }) {
  return (
    <div className="space-y-6" aria-busy="true" aria-label={label}>
      <div className="h-8 w-72 animate-pulse rounded bg-gray-200" />
      {layout === 'sidebar' ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="h-64 animate-pulse rounded-lg bg-gray-200 lg:col-span-2" />
          <div className="h-64 animate-pulse rounded-lg bg-gray-200" />
        </div>
      ) : (
        <>
          <div className="h-48 animate-pulse rounded-lg bg-gray-200" />
          <div className="h-40 animate-pulse rounded-lg bg-gray-200" />
        </>
      )}
    </div>
  );
}
