import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../components/ui/link';
import { SignupFormSchema, type SignupFormValues } from '@shopwright/shared/auth';
import { SIGNUP_REDIRECT_DELAY_MS } from '@shopwright/shared/constants';
import { ApiError } from '@shopwright/shared/http';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input, PasswordInput } from '../../components/ui/field';
import { registerAccount } from '../../lib/session/auth-api';
import { applyServerErrors } from '../../lib/forms/apply-server-errors';
import { useFormFeedback } from '../../lib/forms/use-form-feedback';
import { rich, useT } from '../../lib/i18n';

const EMPTY: SignupFormValues = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  confirm_password: '',
  terms: false,
};

/** Sign-up form of the dialog and the /auth/signup page. */
export function SignupForm({ onClose }: { onClose?: () => void }) {
  const navigate = useNavigate();
  const { register, handleSubmit, reset, clearErrors, setError, formState } = useForm<SignupFormValues>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: EMPTY,
  });
  const { banner, setBanner, later, submitted } = useFormFeedback(clearErrors);
  const errors = formState.errors;
  const t = useT();

  const onSubmit = handleSubmit(
    async ({ first_name, last_name, username, email, password }) => {
      submitted();
      setBanner(null);
      try {
        const res = await registerAccount({ first_name, last_name, username, email, password });
        setBanner({ kind: 'success', text: res?.message || t('auth.requestSuccess') });
        reset(EMPTY);
        later(SIGNUP_REDIRECT_DELAY_MS, () => {
          onClose?.();
          navigate('/auth/login');
        });
      } catch (error) {
        applyServerErrors(error, setError, ['first_name', 'last_name', 'username', 'email', 'password']);
        const text = error instanceof ApiError && error.status > 0 ? error.detail || error.errors?.email?.[0] : undefined;
        setBanner({ kind: 'error', text: text ?? t('auth.signupFailed') });
      }
    },
    () => submitted(),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Banner message={banner} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t('auth.firstName')} autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <Input label={t('auth.lastName')} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <Input label={t('profile.username')} autoComplete="username" error={errors.username?.message} {...register('username')} />
      <Input
        label={t('auth.emailLabel')}
        type="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordInput
        label={t('common.password')}
        autoComplete="new-password"
        hint={t('password.hint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <Checkbox
        label={rich(t('auth.agreeTerms'), {
          terms: (
            <Link to="/terms" onClick={onClose} className="font-medium text-brand-600 hover:underline">
              {t('auth.termsOfService')}
            </Link>
          ),
          privacy: (
            <Link to="/privacy" onClick={onClose} className="font-medium text-brand-600 hover:underline">
              {t('auth.privacyPolicy')}
            </Link>
          ),
        })}
        error={errors.terms?.message}
        {...register('terms')}
      />
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth.creating') : t('auth.createAccountButton')}
      </Button>
    </form>
  );
}
