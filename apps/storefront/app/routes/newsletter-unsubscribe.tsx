import { useParams } from 'react-router';
import { UnsubscribeForm } from '../features/newsletter/unsubscribe-form';
import type { Route } from './+types/newsletter-unsubscribe';
import { metaT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)('newsletterUnsubscribe.metaTitle') },
  { name: 'description', content: metaT(matches)('newsletterUnsubscribe.metaDescription') },
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterUnsubscribe() {
  const { token = '' } = useParams();
  return <UnsubscribeForm key={token} token={token} />;
}
