import { useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide';
import { ApiError } from '@shopwright/shared/http';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { Link } from '../components/ui/link';
import { SignInPrompt } from '../features/auth/sign-in-prompt';
import { LoadError, PageSkeleton } from '../features/orders/components/load-states';
import { ReturnDetail } from '../features/returns/return-detail';
import { returnQueryOptions } from '../lib/returns/returns-api';
import { useAuth } from '../lib/session/auth-provider';
import { metaT, useT } from '../lib/i18n';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/return';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: metaT(matches)('returnsPage.detailMetaTitle'), description: metaT(matches)('returnsPage.detailMetaDescription') }),
  { name: 'robots', content: 'noindex' },
];

/** `/returns/{returnId}` (its number, R-…): one of the shopper's returns. */
export default function ReturnPage({ params }: Route.ComponentProps) {
  const t = useT();
  const { ready, isAuthenticated } = useAuth();
  const query = useQuery(returnQueryOptions(params.returnId, isAuthenticated));
  if (!ready) return <PageSkeleton rows={3} label={t('returnsPage.loadingOne')} />;
  if (!isAuthenticated) return <SignInPrompt text={t('returnsPage.signInOne')} />;
  if (query.isPending) return <PageSkeleton rows={3} label={t('returnsPage.loadingOne')} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (!missing) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <EmptyState
        icon={PackageSearch}
        title={t('returnsPage.notFound')}
        text={t('returnsPage.notFoundText')}
        action={
          <Link to="/account?section=returns" className={buttonClass('primary')}>
            {t('returnsPage.seeReturns')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="container-page py-10">
      <Breadcrumbs
        items={[
          { label: t('returnsPage.crumbHome'), to: '/' },
          { label: t('returnsPage.crumbReturns'), to: '/account?section=returns' },
          { label: query.data.number },
        ]}
      />
      <div className="mt-4">
        <ReturnDetail ret={query.data} />
      </div>
    </div>
  );
}
