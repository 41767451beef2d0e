import { useParams } from 'react-router';
import { ConfirmSubscription } from '../features/newsletter/confirm-subscription';
import type { Route } from './+types/newsletter-confirm';
import { metaT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)('newsletterConfirm.metaTitle') },
  { name: 'description', content: metaT(matches)('newsletterConfirm.metaDescription') },
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterConfirm() {
  const { token = '' } = useParams();
  return <ConfirmSubscription key={token} token={token} />;
}
