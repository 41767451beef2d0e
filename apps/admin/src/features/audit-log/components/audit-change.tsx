import type { AuditEntry } from '@shopwright/shared/admin';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** Before and after of one entry, folded away until asked for. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  if (entry.before == null && entry.after == null) return <span className="text-muted">No details</span>;
  return (
    <details className="group">
      <summary className="cursor-pointer rounded text-brand-700 hover:underline">Show changes</summary>
      <div className="mt-2 grid gap-2 lg:grid-cols-2">
        {(['before', 'after'] as const).map((side) => (
          <div key={side}>
            <p className="text-xs font-medium uppercase tracking-wide text-muted">{side === 'before' ? 'Before' : 'After'}</p>
            <pre className="mt-1 max-w-md overflow-x-auto rounded bg-surface p-2 text-xs">
              {entry[side] == null ? '—' : pretty(entry[side])}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}
