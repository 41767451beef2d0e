import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import toast from '../../../lib/toast';
import type { Profile } from '@shopwright/shared/users';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Input, PasswordInput } from '../../../components/ui/field';
import { userKeys } from '../../../lib/session/profile';
import { updateProfile } from '../api/profile';
import { formFailure } from '../../../lib/forms/form-errors';
import { emailChanged, profileFormSchema, profilePayload, profileValues, type ProfileFormOutput, type ProfileFormValues } from '../forms';
import { Panel } from './panel';
import { useT } from '../../../lib/i18n';

const FIELDS = ['first_name', 'last_name', 'username', 'email', 'current_password'] as const;

/** Names, username and e-mail; a new e-mail is confirmed with the current password in the same form. */
export function ProfileSection({ user }: { user: Profile }) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const { register, handleSubmit, reset, setError, control, formState } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: profileValues(user),
  });
  const [banner, setBanner] = useState<BannerMessage>(null);
  const askPassword = emailChanged(useWatch({ control, name: 'email' }), user.email);
  const errors = formState.errors;
  const t = useT();

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const profile = await updateProfile(profilePayload(values, user.email));
      queryClient.setQueryData(userKeys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: userKeys.profile });
      reset(profileValues(profile));
      toast.success(t('account.profileSaved'));
    } catch (error) {
      setBanner(formFailure(error, setError, FIELDS));
    }
  });

  return (
    <Panel title={t('profile.title')} description={t('profile.description')}>
      <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4">
        <Banner message={banner} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label={t('profile.firstName')} autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
          <Input label={t('profile.lastName')} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        </div>
        <Input label={t('profile.username')} autoComplete="username" error={errors.username?.message} {...register('username')} />
        <Input label={t('profile.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        {askPassword && (
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            hint={t('profile.passwordHint')}
            error={errors.current_password?.message}
            {...register('current_password')}
          />
        )}
        <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
          {t('profile.save')}
        </Button>
      </form>
    </Panel>
  );
}
