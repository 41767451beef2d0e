import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ForgotPasswordSchema } from '@shopwright/shared/auth';
import { errorMessage } from '@shopwright/shared/http';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/field';
import { forgotPassword } from '../../lib/session/auth-api';
import { useFormFeedback } from '../../lib/forms/use-form-feedback';
import { useT } from '../../lib/i18n';

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const { register, handleSubmit, reset, clearErrors, formState } = useForm<{ email: string }>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { banner, setBanner, submitted } = useFormFeedback(clearErrors);
  const t = useT();

  const onSubmit = handleSubmit(
    async (values) => {
      submitted();
      setBanner(null);
      try {
        const res = await forgotPassword(values);
        setBanner({ kind: 'success', text: res.message });
        reset();
      } catch (error) {
        setBanner({ kind: 'error', text: errorMessage(error) });
      }
    },
    () => submitted(),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Banner message={banner} />
      <Input
        label={t('auth.emailLabel')}
        type="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        {t('auth.sendResetLink')}
      </Button>
    </form>
  );
}
