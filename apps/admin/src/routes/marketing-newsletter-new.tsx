import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { NewsletterForm } from '../features/marketing/components/newsletter-form';

/** `/admin/marketing/newsletters/new`: write a newsletter and send it to confirmed subscribers. */
export function MarketingNewsletterNewPage() {
  const navigate = useNavigate();
  return (
    <>
      <Link
        to="/marketing/newsletters"
        className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All newsletters
      </Link>
      <PageHeader
        title="Write a newsletter"
        description="It goes to every confirmed subscriber as plain text, with their unsubscribe link at the end."
      />
      <NewsletterForm onSent={(campaign) => navigate(`/marketing/newsletters/${campaign.id}`, { replace: true })} />
    </>
  );
}

export { MarketingNewsletterNewPage as Component };
