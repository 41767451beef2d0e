import { useLoaderData } from 'react-router';
import { readHealth } from '../features/status/health';
import { StatusView } from '../features/status/status-view';
import { serverApiFetch } from '../lib/load-context';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/status';
import { metaT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: metaT(matches)('status.title'),
    description: metaT(matches)('status.metaDescription'),
    path: '/status',
    matches,
  });

/** Health is always read fresh: never cached by the browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ context }: Route.LoaderArgs) {
  return readHealth(serverApiFetch(context, 'health'));
}

export default function Status() {
  return <StatusView report={useLoaderData<typeof loader>()} />;
}
