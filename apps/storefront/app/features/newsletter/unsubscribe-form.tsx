import { useState } from 'react';
import { Link } from '../../components/ui/link';
import { ApiError } from '@shopwright/shared/http';
import { Button, buttonClass } from '../../components/ui/button';
import { unsubscribe } from '../../lib/newsletter';
import { NewsletterResult } from './newsletter-result';
import { rich, useT } from '../../lib/i18n';

type State = { kind: 'ask' | 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string; invalid: boolean };

/**
 * Unsubscribes only when the button is pressed: mail scanners open links in e-mails, and a bare
 * visit must not end anyone's subscription.
 */
export function UnsubscribeForm({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'ask' });
  const t = useT();

  const submit = async () => {
    setState({ kind: 'sending' });
    try {
      const res = await unsubscribe(token);
      setState({ kind: 'done', message: res?.message || t('newsletter.unsubscribed') });
    } catch (error) {
      const invalid = error instanceof ApiError && error.status >= 400 && error.status < 500;
      const message = invalid ? error.detail : t('newsletterPage.noConnection');
      setState({ kind: 'failed', message, invalid });
    }
  };

  if (state.kind === 'done') {
    return (
      <NewsletterResult tone="success" title={t('newsletterPage.unsubscribedTitle')} message={state.message}>
        <p className="text-sm text-muted">
          {rich(t('newsletterPage.changedMind'), {
            link: (
              <Link to="/#newsletter" className="font-medium text-brand-700 underline">
                {t('newsletterPage.subscribeAgainLink')}
              </Link>
            ),
          })}
        </p>
      </NewsletterResult>
    );
  }
  if (state.kind === 'failed' && state.invalid) {
    return (
      <NewsletterResult tone="error" title={t('newsletterPage.invalidLink')} message={state.message}>
        <Link to="/" className={buttonClass('secondary')}>
          {t('common.goToHomepage')}
        </Link>
      </NewsletterResult>
    );
  }
  return (
    <NewsletterResult
      tone="neutral"
      title={t('newsletterPage.unsubscribeTitle')}
      message={state.kind === 'failed' ? <span className="text-red-600">{state.message}</span> : t('newsletterPage.unsubscribeText')}
    >
      <Button onClick={submit} loading={state.kind === 'sending'}>
        {t('newsletterPage.unsubscribe')}
      </Button>
      <Link to="/" className={buttonClass('secondary')}>
        {t('newsletterPage.keep')}
      </Link>
    </NewsletterResult>
  );
}
