import { useState } from 'react';
import { Outlet } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { AUTH_MESSAGES } from '@shopwright/shared/auth';
import { AdminShell } from '../components/layout/admin-shell';
import { signOut } from '../features/auth/api/session';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { usePublicSettings } from '../lib/shop-settings';
import { fullName } from '../lib/format';

/** Every page but the login: the guard, then the sidebar and top bar around the page. */
export function AdminLayout() {
  const queryClient = useQueryClient();
  const settings = usePublicSettings();
  const [signingOut, setSigningOut] = useState(false);

  async function handleSignOut() {
    setSigningOut(true);
    await signOut(queryClient);
    setSigningOut(false);
    toast.success(AUTH_MESSAGES.loggedOut);
  }

  return (
    <RequireAdmin onSignOut={() => void handleSignOut()}>
      {(admin) => (
        <AdminShell
          shopName={settings.data?.shop_name ?? (settings.isError ? 'Shop' : undefined)}
          admin={{ name: fullName(admin), email: admin.email }}
          onSignOut={() => void handleSignOut()}
          signingOut={signingOut}
        >
          <Outlet />
        </AdminShell>
      )}
    </RequireAdmin>
  );
}
