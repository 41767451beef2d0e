import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '@shopwright/shared/http';
import { NEWSLETTER_MESSAGES, SubscribeSchema, type SubscribeInput } from '@shopwright/shared/newsletter';
import { subscribe } from '../../lib/newsletter';
import { useTakeOver, type HandOver } from '../../lib/light-form';
import { NewsletterView } from './newsletter-view';

/** The footer's newsletter signup: `POST newsletter/subscribe`, then a confirmation e-mail. */
export function NewsletterSignup({ shopName, handOver }: { shopName: string; handOver?: HandOver<SubscribeInput> }) {
  const [success, setSuccess] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<SubscribeInput>({
    resolver: zodResolver(SubscribeSchema),
    defaultValues: handOver?.values ?? { email: '' },
  });
  const fieldError = formState.errors.email?.message ?? formState.errors.root?.message;

  const onSubmit = handleSubmit(async ({ email }) => {
    setSuccess(null);
    try {
      const res = await subscribe(email);
      const message = res?.message || NEWSLETTER_MESSAGES.subscribeReceived;
      setSuccess(message);
      reset({ email: '' });
    } catch (error) {
      const field = error instanceof ApiError ? error.errors?.email?.[0] : undefined;
      if (field) setError('email', { type: 'server', message: field });
      else setError('root', { type: 'server', message: errorMessage(error) });
    }
  });

  useTakeOver(handOver, () => setFocus('email'), onSubmit);

  return (
    <NewsletterView
      shopName={shopName}
      email={register('email', { onChange: () => setSuccess(null) })}
      fieldError={fieldError}
      success={success}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
    />
  );
}
