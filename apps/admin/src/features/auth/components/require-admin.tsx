import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoading } from '../../../components/full-screen-loading';
import { ErrorState } from '../../../components/ui/state-message';
import type { Profile } from '@shopwright/shared/users';
import { useSession } from '../api/session';
import { AccessDenied } from './access-denied';

interface RequireAdminProps {
  children: (admin: Profile) => ReactNode;
  onSignOut: () => void;
}

/**
 * Guards the admin area: signed-out visitors go to the login (which brings them back here),
 * customers see the refusal, admins see the page.
 */
export function RequireAdmin({ children, onSignOut }: RequireAdminProps) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullScreenLoading />;
  if (session.isError) {
    return (
      <main className="mx-auto max-w-md p-8">
        <ErrorState error={session.error} onRetry={() => void session.refetch()} />
      </main>
    );
  }
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={next === '/' ? '/auth/login' : `/auth/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (session.data.role !== 'admin') {
    return (
      <main className="mx-auto max-w-lg p-8">
        <AccessDenied onSignOut={onSignOut} />
      </main>
    );
  }
  return <>{children(session.data)}</>;
}
