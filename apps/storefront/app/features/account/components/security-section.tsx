import { useMutation } from '@tanstack/react-query';
import toast from '../../../lib/toast';
import { LogOut } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { ACCOUNT_MESSAGES } from '@shopwright/shared/account';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/session/auth-provider';
import { logoutEverywhere } from '../api/profile';
import { ChangePasswordForm } from './change-password-form';
import { Panel } from './panel';
import { useT } from '../../../lib/i18n';

/** Password and sessions. */
export function SecuritySection() {
  const { logout } = useAuth();
  const t = useT();
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
      <Panel title={t('password.change')} description={t('security.changeDescription')}>
        <ChangePasswordForm />
      </Panel>
      <Panel title={t('security.devicesTitle')} description={t('security.devicesDescription')}>
        <Button variant="secondary" loading={signOutAll.isPending} onClick={() => signOutAll.mutate()}>
          {!signOutAll.isPending && <Icon node={LogOut} className="h-4 w-4" />}
          {t('security.signOutAll')}
        </Button>
      </Panel>
    </>
  );
}
