import { useParams } from 'react-router';
import { UnsubscribeForm } from '../features/newsletter/unsubscribe-form';
import type { Route } from './+types/newsletter-unsubscribe';

export const meta: Route.MetaFunction = () => [
  { title: 'Unsubscribe from the newsletter' },
  { name: 'description', content: 'Stop receiving our newsletter. Order and account e-mails are not affected.' },
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterUnsubscribe() {
  const { token = '' } = useParams();
  return <UnsubscribeForm key={token} token={token} />;
}
