import { NEWSLETTER_STATUS_LABELS, type NewsletterAudience } from '@shopwright/shared/admin';
import { NEWSLETTER_STATUSES } from '@shopwright/shared/newsletter';

const NOTES = { confirmed: 'Receive newsletters', pending: 'Have not confirmed yet', unsubscribed: 'Opted out' } as const;

/** Subscribers per status; dashes while they load or when they cannot be read. */
export function AudienceStats({ audience }: { audience: NewsletterAudience | undefined }) {
  return (
    <dl className="mb-6 grid gap-4 sm:grid-cols-3">
      {NEWSLETTER_STATUSES.map((status) => (
        <div key={status} className="rounded-lg border border-line bg-white p-4 shadow-sm">
          <dt className="text-sm text-muted">{NEWSLETTER_STATUS_LABELS[status]}</dt>
          <dd className="mt-1 text-2xl font-semibold" aria-busy={audience === undefined || undefined}>
            {audience ? (
              audience[status].toLocaleString('en-US')
            ) : (
              <span className="inline-block h-7 w-12 animate-pulse rounded bg-gray-200 align-middle" aria-hidden="true" />
            )}
          </dd>
          <dd className="text-xs text-muted">{NOTES[status]}</dd>
        </div>
      ))}
    </dl>
  );
}
