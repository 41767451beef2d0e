import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_COPY } from '../features/account/account-copy';
import { AccountPage } from '../features/account/account-page';
import { QueryError } from '../features/account/components/query-error';
import { AccountSkeleton } from '../features/account/components/skeletons';
import { useAuth } from '../lib/session/auth-provider';
import { profileQueryOptions } from '../lib/session/profile';
import { SignInPrompt } from '../features/auth/sign-in-prompt';
import { wishlistQueryOptions } from '../lib/wishlist/wishlist-api';
import { pageMeta } from '../lib/seo';

export const meta = () => [
  ...pageMeta({ title: ACCOUNT_COPY.title, description: 'Your profile, addresses, password, orders, newsletter and privacy settings.' }),
  { name: 'robots', content: 'noindex' },
];

/** /account: rendered in the browser, where the signed-in user is known. */
export default function AccountRoute() {
  const { ready, isAuthenticated } = useAuth();
  const profile = useQuery(profileQueryOptions(isAuthenticated));
  const wishlist = useQuery(wishlistQueryOptions(isAuthenticated));

  if (!ready) return <AccountSkeleton />;
  if (!isAuthenticated) return <SignInPrompt text={ACCOUNT_COPY.guestPrompt} />;
  if (profile.isError) {
    return (
      <div className="container-page py-10">
        <h1 className="mb-6 text-3xl font-semibold tracking-tight">{ACCOUNT_COPY.title}</h1>
        <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  if (!profile.data) return <AccountSkeleton />;
  return <AccountPage user={profile.data} wishlist={{ count: wishlist.data?.length, loading: wishlist.isPending }} />;
}
