import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { ApiError, errorMessage } from '@shopwright/shared/http';
import { NEWSLETTER_MESSAGES, NEWSLETTER_TEXTS, SubscribeSchema, type SubscribeInput } from '@shopwright/shared/newsletter';
import { Button } from '../../components/ui/button';
import { subscribe } from '../../lib/newsletter';
import { cn } from '../../lib/cn';

/** The footer's newsletter signup: `POST newsletter/subscribe`, then a confirmation e-mail. */
export function NewsletterSignup({ shopName }: { shopName: string }) {
  const [success, setSuccess] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<SubscribeInput>({
    resolver: zodResolver(SubscribeSchema),
    defaultValues: { email: '' },
  });
  const fieldError = formState.errors.email?.message ?? formState.errors.root?.message;

  const onSubmit = handleSubmit(async ({ email }) => {
    setSuccess(null);
    try {
      const res = await subscribe(email);
      const message = res?.message || NEWSLETTER_MESSAGES.subscribeReceived;
      setSuccess(message);
      reset();
    } catch (error) {
      const field = error instanceof ApiError ? error.errors?.email?.[0] : undefined;
      if (field) setError('email', { type: 'server', message: field });
      else setError('root', { type: 'server', message: errorMessage(error) });
    }
  });

  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="rounded-2xl bg-surface px-6 py-8 sm:px-10 sm:py-10">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="newsletter-title" className="text-2xl font-semibold tracking-tight">
            {NEWSLETTER_TEXTS.title}
          </h2>
          <p className="mt-2 text-muted">New arrivals, members-only offers and shopping tips. Twice a month at most, and you can unsubscribe at any time.</p>
        </div>
        <form onSubmit={onSubmit} noValidate>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              <label htmlFor="newsletter-email" className="sr-only">
                Email address
              </label>
              <input
                id="newsletter-email"
                type="email"
                autoComplete="email"
                placeholder={NEWSLETTER_TEXTS.placeholder}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={cn('newsletter-note', fieldError && 'newsletter-error') || undefined}
                className={cn(
                  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted focus:outline-2 focus:outline-brand-600',
                  fieldError ? 'border-red-600' : 'border-line',
                )}
                {...register('email', { onChange: () => setSuccess(null) })}
              />
              {fieldError && (
                <p id="newsletter-error" role="alert" className="mt-1 text-sm text-red-600">
                  {fieldError}
                </p>
              )}
            </div>
            <Button type="submit" loading={formState.isSubmitting} className="sm:min-w-32">
              {NEWSLETTER_TEXTS.submit}
            </Button>
          </div>
          {success && (
            <p role="status" className="mt-3 flex items-start gap-2 text-sm font-medium text-green-700">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {success}
            </p>
          )}
          <p id="newsletter-note" className="mt-3 text-xs text-muted">
            By subscribing, you agree to our{' '}
            <Link to="/privacy" className="font-medium text-brand-700 underline hover:text-brand-600">
              Privacy Policy
            </Link>{' '}
            and consent to receive updates from {shopName}.
          </p>
        </form>
      </div>
    </section>
  );
}
