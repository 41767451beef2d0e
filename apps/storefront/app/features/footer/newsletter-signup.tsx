import { useState } from 'react';
import { Link } from '../../components/ui/link';
import { CheckCircle2 } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { ApiError, errorMessage } from '@shopwright/shared/http';
import { Button } from '../../components/ui/button';
import { controlClass } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { lazySchema, useLazyValidatedForm } from '../../lib/forms/lazy-validated-form';
import { subscribe } from '../../lib/newsletter';
import { rich, useT } from '../../lib/i18n';

// On every page: the schema (zod) loads on the shopper's first use of the form, not with the page.
const subscribeSchema = lazySchema(() => import('@shopwright/shared/newsletter').then((m) => m.SubscribeSchema));
const read = (data: FormData) => ({ email: String(data.get('email') ?? '') });

/** The footer's newsletter signup: `POST newsletter/subscribe`, then a confirmation e-mail. */
export function NewsletterSignup({ shopName }: { shopName: string }) {
  const [success, setSuccess] = useState<string | null>(null);
  const t = useT();
  const form = useLazyValidatedForm({
    schema: subscribeSchema,
    read,
    onValid: async ({ email }, element) => {
      setSuccess(null);
      try {
        const res = await subscribe(email);
        setSuccess(res?.message || t('newsletter.subscribeReceived'));
        element.reset();
      } catch (error) {
        const field = error instanceof ApiError ? error.errors?.email?.[0] : undefined;
        form.setErrors(field ? { email: field } : { root: errorMessage(error) });
      }
    },
  });
  const fieldError = form.errors.email ?? form.errors.root;

  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="rounded-2xl bg-surface px-6 py-8 sm:px-10 sm:py-10">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="newsletter-title" className="text-2xl font-semibold tracking-tight">
            {t('newsletterForm.title')}
          </h2>
          <p className="mt-2 text-muted">{t('footer.newsletterIntro')}</p>
        </div>
        <form ref={form.formRef} noValidate {...form.formProps}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              <label htmlFor="newsletter-email" className="sr-only">
                {t('footer.emailAddress')}
              </label>
              <input
                id="newsletter-email"
                type="email"
                autoComplete="email"
                placeholder={t('newsletterForm.placeholder')}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={cn('newsletter-note', fieldError && 'newsletter-error') || undefined}
                className={controlClass(fieldError)}
                name="email"
                defaultValue=""
                onChange={() => setSuccess(null)}
              />
              {fieldError && (
                <p id="newsletter-error" role="alert" className="mt-1 text-sm text-red-600">
                  {t.text(fieldError)}
                </p>
              )}
            </div>
            <Button type="submit" loading={form.submitting} className="sm:min-w-32">
              {t('newsletterForm.submit')}
            </Button>
          </div>
          {success && (
            <p role="status" className="mt-3 flex items-start gap-2 text-sm font-medium text-green-700">
              <Icon node={CheckCircle2} className="mt-0.5 h-4 w-4 shrink-0" />
              {success}
            </p>
          )}
          <p id="newsletter-note" className="mt-3 text-xs text-muted">
            {rich(t('footer.consent'), {
              privacy: (
                <Link to="/privacy" className="font-medium text-brand-700 underline hover:text-brand-600">
                  {t('auth.privacyPolicy')}
                </Link>
              ),
              shop: shopName,
            })}
          </p>
        </form>
      </div>
    </section>
  );
}
