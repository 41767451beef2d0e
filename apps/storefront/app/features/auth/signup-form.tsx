import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../components/ui/link';
import { AUTH_MESSAGES, SignupFormSchema, type SignupFormValues } from '@shopwright/shared/auth';
import { SIGNUP_REDIRECT_DELAY_MS } from '@shopwright/shared/constants';
import { ApiError } from '@shopwright/shared/http';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input, PasswordInput } from '../../components/ui/field';
import { registerAccount } from '../../lib/session/auth-api';
import { applyServerErrors } from '../../lib/forms/apply-server-errors';
import { useFormFeedback } from '../../lib/forms/use-form-feedback';

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

  const onSubmit = handleSubmit(
    async ({ first_name, last_name, username, email, password }) => {
      submitted();
      setBanner(null);
      try {
        const res = await registerAccount({ first_name, last_name, username, email, password });
        setBanner({ kind: 'success', text: res?.message || AUTH_MESSAGES.requestSuccess });
        reset(EMPTY);
        later(SIGNUP_REDIRECT_DELAY_MS, () => {
          onClose?.();
          navigate('/auth/login');
        });
      } catch (error) {
        applyServerErrors(error, setError, ['first_name', 'last_name', 'username', 'email', 'password']);
        const text = error instanceof ApiError && error.status > 0 ? error.detail || error.errors?.email?.[0] : undefined;
        setBanner({ kind: 'error', text: text ?? AUTH_MESSAGES.signupFailed });
      }
    },
    () => submitted(),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Banner message={banner} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="First Name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <Input label="Last Name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <Input label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters with uppercase, lowercase and a number."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <Link to="/terms" onClick={onClose} className="font-medium text-brand-600 hover:underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" onClick={onClose} className="font-medium text-brand-600 hover:underline">
              Privacy Policy
            </Link>
          </>
        }
        error={errors.terms?.message}
        {...register('terms')}
      />
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating...' : 'Create Account'}
      </Button>
    </form>
  );
}
