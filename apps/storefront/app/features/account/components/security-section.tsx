import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { LogOut } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { ACCOUNT_MESSAGES } from '@shopwright/shared/account';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/session/auth-provider';
import { logoutEverywhere } from '../api/profile';
import { ChangePasswordForm } from './change-password-form';
import { Panel } from './panel';

/** Password and sessions. */
export function SecuritySection() {
  const { logout } = useAuth();
  const signOutAll = useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: async (res) => {
      toast.success(res?.message || ACCOUNT_MESSAGES.loggedOutEverywhere);
      await logout();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <>
      <Panel
        title="Change password"
        description="After the change, every other device signed in to your account is signed out. This one stays signed in."
      >
        <ChangePasswordForm />
      </Panel>
      <Panel title="Signed-in devices" description="Signed in on a shared or lost device? Sign out everywhere, this browser included.">
        <Button variant="secondary" loading={signOutAll.isPending} onClick={() => signOutAll.mutate()}>
          {!signOutAll.isPending && <Icon node={LogOut} className="h-4 w-4" />}
          Sign out of all devices
        </Button>
      </Panel>
    </>
  );
}
