import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Profile } from '@shopwright/shared/users';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Input, PasswordInput } from '../../../components/ui/field';
import { userKeys } from '../../../lib/session/profile';
import { ACCOUNT_COPY } from '../account-copy';
import { updateProfile } from '../api/profile';
import { formFailure } from '../../../lib/forms/form-errors';
import { emailChanged, profileFormSchema, profilePayload, profileValues, type ProfileFormOutput, type ProfileFormValues } from '../forms';
import { Panel } from './panel';

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

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const profile = await updateProfile(profilePayload(values, user.email));
      queryClient.setQueryData(userKeys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: userKeys.profile });
      reset(profileValues(profile));
      toast.success(ACCOUNT_COPY.profileSaved);
    } catch (error) {
      setBanner(formFailure(error, setError, FIELDS));
    }
  });

  return (
    <Panel title="Profile" description="Your name and the details you sign in with.">
      <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4">
        <Banner message={banner} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="First name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
          <Input label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        </div>
        <Input label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
        <Input label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        {askPassword && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            hint="Enter your password to confirm the new e-mail address."
            error={errors.current_password?.message}
            {...register('current_password')}
          />
        )}
        <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
          Save changes
        </Button>
      </form>
    </Panel>
  );
}
