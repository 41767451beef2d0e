import { useQuery } from '@tanstack/react-query';
import type { Route } from './+types/account';
import { AccountPage } from '../features/account/account-page';
import { QueryError } from '../features/account/components/query-error';
import { AccountSkeleton } from '../features/account/components/skeletons';
import { useAuth } from '../lib/session/auth-provider';
import { profileQueryOptions } from '../lib/session/profile';
import { SignInPrompt } from '../features/auth/sign-in-prompt';
import { wishlistQueryOptions } from '../lib/wishlist/wishlist-api';
import { pageMeta } from '../lib/seo';
import { metaT, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: metaT(matches)('account.title'), description: metaT(matches)('account.metaDescription') }),
  { name: 'robots', content: 'noindex' },
];

/** /account: rendered in the browser, where the signed-in user is known. */
export default function AccountRoute() {
  const { ready, isAuthenticated } = useAuth();
  const profile = useQuery(profileQueryOptions(isAuthenticated));
  const wishlist = useQuery(wishlistQueryOptions(isAuthenticated));
  const t = useT();

  if (!ready) return <AccountSkeleton />;
  if (!isAuthenticated) return <SignInPrompt text={t('account.guestPrompt')} />;
  if (profile.isError) {
    return (
      <div className="container-page py-10">
        <h1 className="mb-6 text-3xl font-semibold tracking-tight">{t('account.title')}</h1>
        <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  if (!profile.data) return <AccountSkeleton />;
  return <AccountPage user={profile.data} wishlist={{ count: wishlist.data?.length, loading: wishlist.isPending }} />;
}
