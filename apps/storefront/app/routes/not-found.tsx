import { data, useLocation } from 'react-router';
import { NOT_FOUND_TITLE, NotFoundPage } from '../features/not-found/not-found-page';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  { title: NOT_FOUND_TITLE },
  {
    name: 'description',
    content: 'The page you were looking for could not be found. Search the catalog or pick a category to keep shopping.',
  },
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
