import { useNavigate } from 'react-router';
import { Link } from '../../components/ui/link';
import { useQueryClient } from '@tanstack/react-query';
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
import { lazySchema, useLazyValidatedForm } from '../../lib/forms/lazy-validated-form';
import { useT } from '../../lib/i18n';

// The dialog opens for every guest on every page: its schema (zod) loads on first use, not with the page.
const loginSchema = lazySchema(() => import('@shopwright/shared/auth').then((m) => m.LoginFormSchema));
const read = (data: FormData) => ({
  email: String(data.get('email') ?? ''),
  password: String(data.get('password') ?? ''),
  remember: data.has('remember'),
});

/**
 * Sign-in form of the dialog and the /auth/login page. Only the e-mail is validated; on success it
 * shows "Login Successful!", resets, reads the profile again 2 s later and goes home (admins to
 * /admin) 1 s later; a failure shows the server's detail or the fixed fallback (`AUTH_MESSAGES`).
 */
export function LoginForm({ onClose }: { onClose?: () => void }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useT();
  const form = useLazyValidatedForm({
    schema: loginSchema,
    read,
    onValid: async (values, element) => {
      setBanner(null);
      try {
        const tokens = await login(values.email, values.password);
        const user = await signIn(tokens, values.remember);
        setBanner({ kind: 'success', text: t('auth.loginSuccess') });
        element.reset();
        later(USER_REFETCH_DELAY_MS, () => void queryClient.invalidateQueries({ queryKey: userKeys.all }));
        later(LOGIN_REDIRECT_DELAY_MS, () => {
          onClose?.();
          // The admin area is its own app: a full page load.
          if (user.role === 'admin') window.location.assign('/admin');
          else navigate('/');
        });
      } catch (error) {
        setBanner({ kind: 'error', text: error instanceof ApiError && error.status > 0 ? error.detail : t('auth.loginFailed') });
      }
    },
  });
  const { banner, setBanner, later, submitted } = useFormFeedback(form.clearErrors);
  const { onSubmit, ...listeners } = form.formProps;

  return (
    <form
      ref={form.formRef}
      noValidate
      className="space-y-4"
      {...listeners}
      onSubmit={(event) => {
        // Field errors are cleared 2 s after each submit too, valid or not (FORM_ERRORS_CLEAR_MS).
        submitted();
        return onSubmit(event);
      }}
    >
      <Banner message={banner} />
      <Input
        name="email"
        defaultValue=""
        label={t('auth.emailLabel')}
        type="email"
        autoComplete="email"
        placeholder={t('auth.emailPlaceholder')}
        error={form.errors.email}
      />
      <PasswordInput
        name="password"
        defaultValue=""
        label={t('common.password')}
        autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')}
        error={form.errors.password}
      />
      <div className="flex items-center justify-between gap-4">
        {/* Checked unless the shopper unticks it: the signed-in auth is kept in local storage under `auth` (ADR 003). */}
        <Checkbox name="remember" label={t('auth.rememberMe')} defaultChecked />
        <Link to="/auth/forgot-password" onClick={onClose} className="text-sm font-medium text-brand-600 hover:underline">
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={form.submitting}>
        {t('auth.signInButton')}
      </Button>
    </form>
  );
}
