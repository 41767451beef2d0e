import { Link } from '../components/ui/link';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/auth.forgot-password';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Forgot password', description: 'Get a link to choose a new password.', path: '/auth/forgot-password', matches });

export default function ForgotPasswordPage() {
  return (
    <>
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Forgot your password?</h1>
        <p className="mt-1.5 text-sm text-muted">Enter the e-mail of your account and we will send you a link to choose a new password.</p>
      </div>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to="/auth/login" className="font-medium text-brand-600 hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
