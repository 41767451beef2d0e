import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from '../../../lib/toast';
import { ACCOUNT_MESSAGES, DeleteAccountSchema, type DeleteAccountInput } from '@shopwright/shared/account';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordInput } from '../../../components/ui/field';
import { useAuth } from '../../../lib/session/auth-provider';
import { deleteAccount } from '../api/profile';
import { formFailure } from '../../../lib/forms/form-errors';
import { useT } from '../../../lib/i18n';

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { logout } = useAuth();
  const { register, handleSubmit, setError, formState } = useForm<DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: { password: '' },
  });
  const [banner, setBanner] = useState<BannerMessage>(null);
  const t = useT();

  const onSubmit = handleSubmit(async ({ password }) => {
    setBanner(null);
    try {
      const res = await deleteAccount(password);
      toast.success(res?.message || ACCOUNT_MESSAGES.accountDeleted);
      onCancel();
      await logout();
    } catch (error) {
      setBanner(formFailure(error, setError, ['password']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <Banner message={banner} />
      <PasswordInput
        label={t('common.password')}
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={formState.isSubmitting}>
          {t('deleteAccount.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Asks for the password before the account and its personal data are deleted for good. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const title = t('deleteAccount.title');
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <h2 className="pr-8 text-xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-2 text-sm text-muted">{t('deleteAccount.text')}</p>
      <DeleteAccountForm onCancel={onClose} />
    </Dialog>
  );
}
