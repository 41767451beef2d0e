import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { AUTH_MESSAGES, LoginSchema } from '@shopwright/shared/auth';
import { ApiError } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { Checkbox, Input, PasswordInput } from '../../../components/ui/field';
import { zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { signIn, type SignInResult } from '../api/session';

interface LoginFormProps {
  onSignedIn: (result: SignInResult) => void;
}

/** E-mail and password, validated with the shared login schema before sending. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ email: '', password: '', remember: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = LoginSchema.safeParse({ email: values.email, password: values.password });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setPending(true);
    try {
      const result = await signIn(queryClient, { ...parsed.data, remember: values.remember });
      if (result.kind === 'admin') toast.success(AUTH_MESSAGES.loginSuccess);
      onSignedIn(result);
    } catch (error) {
      const text = error instanceof ApiError && error.status > 0 ? error.detail : AUTH_MESSAGES.loginFailed;
      setFailure(text);
      toast.error(text);
    } finally {
      setPending(false);
    }
  }

  const set = (field: 'email' | 'password') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Admin sign in">
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      <Input
        label="Email"
        type="email"
        autoComplete="username"
        placeholder="you@example.com"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <Checkbox
        label="Keep me signed in"
        hint="Otherwise you are signed out when this tab closes."
        checked={values.remember}
        onChange={(e) => setValues((v) => ({ ...v, remember: e.target.checked }))}
      />
      <Button type="submit" className="w-full" loading={pending}>
        Sign In
      </Button>
    </form>
  );
}
