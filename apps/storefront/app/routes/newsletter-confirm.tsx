import { useParams } from 'react-router';
import { ConfirmSubscription } from '../features/newsletter/confirm-subscription';
import type { Route } from './+types/newsletter-confirm';

export const meta: Route.MetaFunction = () => [
  { title: 'Confirm your newsletter subscription' },
  { name: 'description', content: 'Confirm your e-mail address to start receiving our newsletter with offers and news.' },
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterConfirm() {
  const { token = '' } = useParams();
  return <ConfirmSubscription key={token} token={token} />;
}
