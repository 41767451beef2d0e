import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';

/** Any unknown path inside the admin area. */
export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" description="There is no admin page at this address." />
      <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
        Go to the dashboard
      </Link>
    </>
  );
}
