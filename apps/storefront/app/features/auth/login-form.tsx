import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, LoginFormSchema, type LoginFormValues } from '@shopwright/shared/auth';
import { LOGIN_REDIRECT_DELAY_MS, USER_REFETCH_DELAY_MS } from '@shopwright/shared/constants';
import { ApiError } from '@shopwright/shared/http';
import { login } from '../../lib/session/auth-api';
import { useAuth } from '../../lib/session/auth-provider';
import { userKeys } from '../../lib/session/profile';
import { useFormFeedback } from '../../lib/forms/use-form-feedback';
import { useTakeOver, type HandOver } from '../../lib/light-form';
import { LoginFields } from './login-fields';


const EMPTY: LoginFormValues = { email: '', password: '', remember: false };

/** Sign-in form of the dialog and the /auth/login page (spec sections 2, 4, 5 and 8). */
export function LoginForm({ onClose, handOver }: { onClose?: () => void; handOver?: HandOver<LoginFormValues> }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, reset, clearErrors, formState, setFocus } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: handOver?.values ?? EMPTY,
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
        reset(EMPTY);
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

  useTakeOver(handOver, (field) => setFocus(field as keyof LoginFormValues), onSubmit);

  return (
    <LoginFields
      fields={{ email: register('email'), password: register('password'), remember: register('remember') }}
      errors={{ email: formState.errors.email?.message, password: formState.errors.password?.message }}
      banner={banner}
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
