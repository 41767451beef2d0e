import { useEffect, useRef } from 'react';
import { Timer, TimerOff } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { NOT_FOUND_REDIRECT_SECONDS } from '@shopwright/shared/constants';
import { useRedirectCountdown } from './use-redirect-countdown';
import { rich, useT, type Translator } from '../../lib/i18n';

const unit = (n: number, t: Translator) => (n === 1 ? t('countdown.second') : t('countdown.seconds'));

/** The 404 page's auto-redirect to the homepage, with a way to stay. */
export function RedirectCountdown() {
  const { remaining, state, cancel } = useRedirectCountdown(NOT_FOUND_REDIRECT_SECONDS, '/');
  const cancelled = state === 'cancelled';
  const t = useT();
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The Cancel button disappears: keep keyboard focus on the message that replaces it.
  useEffect(() => {
    if (cancelled) messageRef.current?.focus();
  }, [cancelled]);

  const shape = cancelled ? TimerOff : Timer;
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="redirect-countdown"
    >
      <p ref={messageRef} tabIndex={-1} className="flex items-center gap-2 text-sm text-ink focus:outline-none">
        <Icon node={shape} className="h-4 w-4 shrink-0 text-brand-600" />
        {cancelled ? (
          <span>
            {rich(t('countdown.cancelled'), {
              seconds: <span data-testid="countdown-seconds">{remaining}</span>,
              unit: unit(remaining, t),
            })}
          </span>
        ) : (
          <span>
            {rich(t('countdown.running'), {
              seconds: (
                <span data-testid="countdown-seconds" className="font-semibold tabular-nums">
                  {remaining}
                </span>
              ),
              unit: unit(remaining, t),
            })}
          </span>
        )}
      </p>
      {!cancelled && (
        <button
          type="button"
          onClick={cancel}
          className="self-start rounded-lg px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 sm:self-auto"
        >
          {t('countdown.cancel')}
        </button>
      )}
      <p role="status" className="sr-only">
        {cancelled
          ? t('countdown.cancelledSr')
          : state === 'running'
            ? t('countdown.runningSr', { seconds: NOT_FOUND_REDIRECT_SECONDS })
            : ''}
      </p>
    </div>
  );
}
