import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../../components/ui/link';
import { ApiError } from '@shopwright/shared/http';
import { Button, buttonClass } from '../../components/ui/button';
import { confirmSubscription } from '../../lib/newsletter';
import { NewsletterResult } from './newsletter-result';
import { useT } from '../../lib/i18n';

type State = { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'invalid'; message: string } | { kind: 'offline' };

/** Confirms the subscription as soon as the page runs in the browser (never during the server render). */
export function ConfirmSubscription({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'pending' });
  const started = useRef<string | null>(null);
  const t = useT();

  const run = useCallback(async () => {
    setState({ kind: 'pending' });
    try {
      const res = await confirmSubscription(token);
      setState({ kind: 'done', message: res?.message || t('newsletter.confirmed') });
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        setState({ kind: 'invalid', message: error.detail || t('newsletter.invalidToken') });
      else setState({ kind: 'offline' });
    }
  }, [token, t]);

  useEffect(() => {
    // Once per token, even when effects run twice in development.
    if (started.current === token) return;
    started.current = token;
    void run();
  }, [run, token]);

  if (state.kind === 'pending')
    return <NewsletterResult tone="pending" title={t('newsletterPage.confirming')} message={t('newsletterPage.moment')} />;
  if (state.kind === 'done') {
    return (
      <NewsletterResult tone="success" title={t('newsletterPage.subscribed')} message={state.message}>
        <Link to="/products" className={buttonClass('primary')}>
          {t('common.startShopping')}
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          {t('common.goToHomepage')}
        </Link>
      </NewsletterResult>
    );
  }
  if (state.kind === 'offline') {
    return (
      <NewsletterResult tone="error" title={t('newsletterPage.confirmFailed')} message={t('newsletterPage.unreachable')}>
        <Button onClick={() => void run()}>{t('error.tryAgain')}</Button>
      </NewsletterResult>
    );
  }
  return (
    <NewsletterResult tone="error" title={t('newsletterPage.invalidLink')} message={state.message}>
      <Link to="/#newsletter" className={buttonClass('primary')}>
        {t('newsletterPage.subscribeAgain')}
      </Link>
      <Link to="/" className={buttonClass('secondary')}>
        {t('common.goToHomepage')}
      </Link>
    </NewsletterResult>
  );
}
