import type { SubscribeInput } from '@shopwright/shared/newsletter';
import { realFormLoader, useLightForm } from '../../lib/light-form';
import { NewsletterView } from './newsletter-view';

const realForm = realFormLoader(() => import('./newsletter-signup').then((m) => m.NewsletterSignup));
const read = (data: FormData): SubscribeInput => ({ email: String(data.get('email') ?? '') });

/** The footer's newsletter form on every page: light until the shopper uses it (see `useLightForm`). */
export function NewsletterLight({ shopName }: { shopName: string }) {
  const { real, formRef, onSubmit, formProps } = useLightForm(realForm, read);
  if (real) return <real.Form shopName={shopName} handOver={real.handOver} />;
  return <NewsletterView shopName={shopName} email={{ name: 'email', defaultValue: '' }} onSubmit={onSubmit} formRef={formRef} formProps={formProps} />;
}
