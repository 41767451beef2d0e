import { data, useLocation } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { Route } from './+types/not-found';
import { metaT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)('notFound.title') },
  { name: 'description', content: metaT(matches)('notFound.metaDescription') },
  { name: 'robots', content: 'noindex' },
];

/** Any unknown path: the server answers with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  // A new unknown path starts a fresh countdown.
  const { pathname } = useLocation();
  return <NotFoundPage key={pathname} />;
}
