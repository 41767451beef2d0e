import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from '../../../lib/toast';
import { errorMessage } from '@shopwright/shared/http';
import { accountKeys } from '../../../lib/account/account-keys';
import { newsletterQueryOptions, setNewsletter } from '../api/newsletter';
import { Panel } from './panel';
import { PanelSkeleton } from './skeletons';
import { QueryError } from './query-error';
import { Switch } from './switch';
import { useT } from '../../../lib/i18n';

/** Whether the account's address receives the newsletter (`GET/PUT users/me/newsletter`). */
export function NewsletterSection({ email }: { email: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const t = useT();
  const query = useQuery(newsletterQueryOptions());
  const change = useMutation({
    mutationFn: setNewsletter,
    onSuccess: (preference) => {
      queryClient.setQueryData(accountKeys.newsletter, preference);
      toast.success(preference.subscribed ? t('account.newsletterOn') : t('newsletter.unsubscribed'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (query.isPending) return <PanelSkeleton rows={1} label={t('accountNewsletter.loading')} />;
  // While saving, the switch already shows the new state.
  const subscribed = change.isPending ? change.variables : Boolean(query.data?.subscribed);
  return (
    <Panel title={t('accountNewsletter.title')} description={t('accountNewsletter.description')}>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="flex items-center justify-between gap-6 rounded-xl bg-surface p-5">
          <div className="min-w-0">
            <p id={`${id}-label`} className="font-medium">
              {t('accountNewsletter.receive')}
            </p>
            <p id={`${id}-hint`} className="mt-0.5 break-words text-sm text-muted">
              {t(subscribed ? 'accountNewsletter.sentTo' : 'accountNewsletter.wouldSend', { email })}
            </p>
          </div>
          <Switch
            checked={subscribed}
            onChange={(next) => change.mutate(next)}
            labelledBy={`${id}-label`}
            describedBy={`${id}-hint`}
            disabled={change.isPending}
          />
        </div>
      )}
    </Panel>
  );
}
