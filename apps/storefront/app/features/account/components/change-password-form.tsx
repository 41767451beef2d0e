import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@shopwright/shared/account';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/field';
import { tokenStore } from '../../../lib/api';
import { profileQueryOptions } from '../../../lib/session/profile';
import { changePassword } from '../api/profile';
import { formFailure } from '../../../lib/forms/form-errors';
import { PasswordFormSchema, type PasswordFormValues } from '../forms';
import { useT } from '../../../lib/i18n';

const EMPTY: PasswordFormValues = { current_password: '', new_password: '', confirm_password: '' };
const FIELDS = ['current_password', 'new_password'] as const;

/** A new password with the sign-up rules; this device stays signed in, every other one is signed out. */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordFormValues>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: EMPTY,
  });
  const [banner, setBanner] = useState<BannerMessage>(null);
  const errors = formState.errors;
  const t = useT();

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    setBanner(null);
    try {
      // A stale access token is refreshed first, which rotates the refresh token: read it after that.
      await queryClient.fetchQuery({ ...profileQueryOptions(true), staleTime: 0 });
      const refresh = tokenStore.get()?.refresh;
      const res = await changePassword({ current_password, new_password, ...(refresh ? { refresh_token: refresh } : {}) });
      reset(EMPTY);
      setBanner({ kind: 'success', text: res?.message || ACCOUNT_MESSAGES.passwordChanged });
    } catch (error) {
      setBanner(formFailure(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <Banner message={banner} />
      <PasswordInput
        label={t('password.current')}
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <PasswordInput
        label={t('password.new')}
        autoComplete="new-password"
        hint={t('password.hint')}
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <PasswordInput
        label={t('password.confirmNew')}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <Button type="submit" loading={formState.isSubmitting}>
        {t('password.change')}
      </Button>
    </form>
  );
}
