import { useState } from 'react';
import { Link } from '../../components/ui/link';
import { ApiError } from '@shopwright/shared/http';
import { NEWSLETTER_MESSAGES } from '@shopwright/shared/newsletter';
import { Button, buttonClass } from '../../components/ui/button';
import { unsubscribe } from '../../lib/newsletter';
import { NewsletterResult } from './newsletter-result';

type State = { kind: 'ask' | 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string; invalid: boolean };

/**
 * Unsubscribes only when the button is pressed: mail scanners open links in e-mails, and a bare
 * visit must not end anyone's subscription.
 */
export function UnsubscribeForm({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'ask' });

  const submit = async () => {
    setState({ kind: 'sending' });
    try {
      const res = await unsubscribe(token);
      setState({ kind: 'done', message: res?.message || NEWSLETTER_MESSAGES.unsubscribed });
    } catch (error) {
      const invalid = error instanceof ApiError && error.status >= 400 && error.status < 500;
      const message = invalid ? error.detail : 'We could not reach the shop. Please check your connection and try again.';
      setState({ kind: 'failed', message, invalid });
    }
  };

  if (state.kind === 'done') {
    return (
      <NewsletterResult tone="success" title="You have been unsubscribed" message={state.message}>
        <p className="text-sm text-muted">
          Changed your mind? You can{' '}
          <Link to="/#newsletter" className="font-medium text-brand-700 underline">
            subscribe again
          </Link>{' '}
          at any time.
        </p>
      </NewsletterResult>
    );
  }
  if (state.kind === 'failed' && state.invalid) {
    return (
      <NewsletterResult tone="error" title="This link is invalid or expired" message={state.message}>
        <Link to="/" className={buttonClass('secondary')}>
          Go to Homepage
        </Link>
      </NewsletterResult>
    );
  }
  return (
    <NewsletterResult
      tone="neutral"
      title="Unsubscribe from our newsletter"
      message={
        state.kind === 'failed' ? (
          <span className="text-red-600">{state.message}</span>
        ) : (
          'You will no longer receive offers and updates by e-mail. Order and account e-mails are not affected.'
        )
      }
    >
      <Button onClick={submit} loading={state.kind === 'sending'}>
        Unsubscribe
      </Button>
      <Link to="/" className={buttonClass('secondary')}>
        Keep my subscription
      </Link>
    </NewsletterResult>
  );
}
