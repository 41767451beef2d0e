import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../../components/ui/link';
import { ApiError } from '@shopwright/shared/http';
import { NEWSLETTER_MESSAGES } from '@shopwright/shared/newsletter';
import { Button, buttonClass } from '../../components/ui/button';
import { confirmSubscription } from '../../lib/newsletter';
import { NewsletterResult } from './newsletter-result';

type State = { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'invalid'; message: string } | { kind: 'offline' };

/** Confirms the subscription as soon as the page runs in the browser (never during the server render). */
export function ConfirmSubscription({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'pending' });
  const started = useRef<string | null>(null);

  const run = useCallback(async () => {
    setState({ kind: 'pending' });
    try {
      const res = await confirmSubscription(token);
      setState({ kind: 'done', message: res?.message || NEWSLETTER_MESSAGES.confirmed });
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        setState({ kind: 'invalid', message: error.detail || NEWSLETTER_MESSAGES.invalidToken });
      else setState({ kind: 'offline' });
    }
  }, [token]);

  useEffect(() => {
    // Once per token, even when effects run twice in development.
    if (started.current === token) return;
    started.current = token;
    void run();
  }, [run, token]);

  if (state.kind === 'pending')
    return <NewsletterResult tone="pending" title="Confirming your subscription…" message="This only takes a moment." />;
  if (state.kind === 'done') {
    return (
      <NewsletterResult tone="success" title="You are subscribed!" message={state.message}>
        <Link to="/products" className={buttonClass('primary')}>
          Start shopping
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Go to Homepage
        </Link>
      </NewsletterResult>
    );
  }
  if (state.kind === 'offline') {
    return (
      <NewsletterResult
        tone="error"
        title="We could not confirm your subscription"
        message="The shop could not be reached. Please check your internet connection and try again."
      >
        <Button onClick={() => void run()}>Try Again</Button>
      </NewsletterResult>
    );
  }
  return (
    <NewsletterResult tone="error" title="This link is invalid or expired" message={state.message}>
      <Link to="/#newsletter" className={buttonClass('primary')}>
        Subscribe again
      </Link>
      <Link to="/" className={buttonClass('secondary')}>
        Go to Homepage
      </Link>
    </NewsletterResult>
  );
}
