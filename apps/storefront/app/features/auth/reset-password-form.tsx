import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '../../components/ui/link';
import { ResetPasswordFormSchema } from '@shopwright/shared/auth';
import { ApiError, errorMessage } from '@shopwright/shared/http';
import { Banner } from '../../components/ui/banner';
import { Button, buttonClass } from '../../components/ui/button';
import { PasswordInput } from '../../components/ui/field';
import { resetPassword } from '../../lib/session/auth-api';
import { useFormFeedback } from '../../lib/forms/use-form-feedback';
import { useT } from '../../lib/i18n';

type Values = { password: string; confirm_password: string };

/** Sets the new password; a dead link says so and offers to ask for a new one. */
export function ResetPasswordForm({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const { register, handleSubmit, reset, clearErrors, formState } = useForm<Values>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { banner, setBanner, submitted } = useFormFeedback(clearErrors);
  const done = banner?.kind === 'success';
  const t = useT();

  const onSubmit = handleSubmit(
    async ({ password }) => {
      submitted();
      setBanner(null);
      try {
        const res = await resetPassword(token, password);
        setBanner({ kind: 'success', text: res.message });
        reset();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'INVALID_RESET_TOKEN') onInvalid();
        else setBanner({ kind: 'error', text: errorMessage(error) });
      }
    },
    () => submitted(),
  );

  if (done) {
    return (
      <div className="space-y-4">
        <Banner message={banner} />
        <Link to="/auth/login" className={buttonClass('primary', 'w-full')}>
          {t('auth.signInLink')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Banner message={banner} />
      <PasswordInput
        label={t('password.new')}
        autoComplete="new-password"
        hint={t('password.hint')}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        error={formState.errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        {t('auth.setNewPassword')}
      </Button>
    </form>
  );
}
