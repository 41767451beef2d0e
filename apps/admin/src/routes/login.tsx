import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { useSession } from '../features/auth/api/session';
import { AccessDenied } from '../features/auth/components/access-denied';
import { LoginForm } from '../features/auth/components/login-form';
import { usePublicSettings } from '../lib/shop-settings';
import { safeNext } from '../lib/safe-next';

/** `/admin/auth/login`: the admin sign-in; customers are refused here. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const session = useSession();
  const settings = usePublicSettings();
  const [refused, setRefused] = useState(false);

  if (session.data?.role === 'admin') return <Navigate to={next} replace />;
  const shopName = settings.data?.shop_name ?? (settings.isError ? 'Shop' : undefined);

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface p-4">
      <title>Sign in · Admin</title>
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          {shopName === undefined ? (
            <div className="mx-auto h-8 w-48 animate-pulse rounded bg-gray-200" aria-hidden="true" />
          ) : (
            <h1 className="text-2xl font-semibold tracking-tight">{shopName} Admin</h1>
          )}
          <p className="mt-1 text-sm text-muted">Sign in to manage your shop.</p>
        </div>
        {refused ? (
          <div className="space-y-3">
            <AccessDenied />
            <Button variant="ghost" className="w-full" onClick={() => setRefused(false)}>
              Sign in with another account
            </Button>
          </div>
        ) : (
          <div className="rounded-lg border border-line bg-white p-6 shadow-sm">
            <LoginForm onSignedIn={(result) => (result.kind === 'admin' ? navigate(next, { replace: true }) : setRefused(true))} />
          </div>
        )}
      </div>
    </main>
  );
}

export { LoginPage as Component };
