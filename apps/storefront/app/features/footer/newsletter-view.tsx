import type { FormEventHandler, FormHTMLAttributes, InputHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { NEWSLETTER_TEXTS } from '@shopwright/shared/newsletter/messages';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'ref'> & { ref?: Ref<HTMLInputElement> };

export interface NewsletterViewProps {
  shopName: string;
  email: FieldProps;
  fieldError?: string;
  success?: string | null;
  submitting?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
  formProps?: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'ref'>;
}

/**
 * The footer's newsletter signup as it looks: shared by the form with its validation and the light
 * one every page starts with (see newsletter-light), so both are the same.
 */
export function NewsletterView({ shopName, email, fieldError, success = null, submitting = false, onSubmit, formRef, formProps }: NewsletterViewProps) {
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="rounded-2xl bg-surface px-6 py-8 sm:px-10 sm:py-10">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="newsletter-title" className="text-2xl font-semibold tracking-tight">
            {NEWSLETTER_TEXTS.title}
          </h2>
          <p className="mt-2 text-muted">New arrivals, members-only offers and shopping tips. Twice a month at most, and you can unsubscribe at any time.</p>
        </div>
        <form ref={formRef} onSubmit={onSubmit} noValidate {...formProps}>
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
                {...email}
              />
              {fieldError && (
                <p id="newsletter-error" role="alert" className="mt-1 text-sm text-red-600">
                  {fieldError}
                </p>
              )}
            </div>
            <Button type="submit" loading={submitting} className="sm:min-w-32">
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
