import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, LoginFormSchema, type LoginFormValues } from '@shopwright/shared/auth';
import { LOGIN_REDIRECT_DELAY_MS, USER_REFETCH_DELAY_MS } from '@shopwright/shared/constants';
import { ApiError } from '@shopwright/shared/http';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input, PasswordInput } from '../../components/ui/field';
import { login } from '../../lib/session/auth-api';
import { useAuth } from '../../lib/session/auth-provider';
import { userKeys } from '../../lib/session/profile';
import { useFormFeedback } from '../../lib/forms/use-form-feedback';

/** Sign-in form of the dialog and the /auth/login page (spec sections 2, 4, 5 and 8). */
export function LoginForm({ onClose }: { onClose?: () => void }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, reset, clearErrors, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { banner, setBanner, later, submitted } = useFormFeedback(clearErrors);

  const onSubmit = handleSubmit(
    async (values) => {
      submitted();
      setBanner(null);
      try {
        const tokens = await login(values.email, values.password);
        const user = await signIn(tokens, values.remember);
        setBanner({ kind: 'success', text: AUTH_MESSAGES.loginSuccess });
        reset();
        later(USER_REFETCH_DELAY_MS, () => void queryClient.invalidateQueries({ queryKey: userKeys.all }));
        later(LOGIN_REDIRECT_DELAY_MS, () => {
          onClose?.();
          // The admin area is its own app: a full page load.
          if (user.role === 'admin') window.location.assign('/admin');
          else navigate('/');
        });
      } catch (error) {
        setBanner({ kind: 'error', text: error instanceof ApiError && error.status > 0 ? error.detail : AUTH_MESSAGES.loginFailed });
      }
    },
    () => submitted(),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Banner message={banner} />
      <Input label="Email" type="email" autoComplete="email" placeholder="you@example.com" error={formState.errors.email?.message} {...register('email')} />
      <PasswordInput label="Password" autoComplete="current-password" placeholder="Your password" error={formState.errors.password?.message} {...register('password')} />
      <div className="flex items-center justify-between gap-4">
        <Checkbox label="Remember me" {...register('remember')} />
        <Link to="/auth/forgot-password" onClick={onClose} className="text-sm font-medium text-brand-600 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        Sign In
      </Button>
    </form>
  );
}
