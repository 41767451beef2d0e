import { Mail, StickyNote } from 'lucide-react';
import type { TicketEntry } from '@shopwright/shared/admin';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';

function Entry({ entry }: { entry: TicketEntry }) {
  const reply = entry.kind === 'reply';
  const Icon = reply ? Mail : StickyNote;
  const author = entry.author?.name || entry.author?.email || 'A removed admin';
  return (
    <li className={cn('rounded-lg border p-4', reply ? 'border-brand-100 bg-brand-50/60' : 'border-amber-200 bg-amber-50')}>
      <p className="mb-2 flex flex-wrap items-center gap-x-2 text-xs text-muted">
        <Icon className={cn('h-4 w-4', reply ? 'text-brand-700' : 'text-amber-700')} aria-hidden="true" />
        <span className="font-medium text-ink">{reply ? 'Reply sent by e-mail' : 'Internal note'}</span>
        <span>
          by {author} · {formatDateTime(entry.created_at)}
        </span>
      </p>
      <p className="whitespace-pre-wrap break-words text-sm leading-6">{entry.body}</p>
    </li>
  );
}

/** Replies and internal notes, oldest first. */
export function TicketThread({ entries }: { entries: TicketEntry[] }) {
  return (
    <section aria-labelledby="ticket-thread-title">
      <h2 id="ticket-thread-title" className="mb-3 text-base font-semibold">
        Replies and notes
      </h2>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line bg-white px-4 py-6 text-center text-sm text-muted">
          Nobody has replied or added a note yet.
        </p>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
