import { Link } from '../components/ui/link';
import { AuthHeader } from '../features/auth/auth-header';
import { SIGN_IN_COPY } from '../features/auth/auth-copy';
import { LoginForm } from '../features/auth/login-form';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/auth.login';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Sign in', description: 'Sign in to your account to continue shopping.', path: '/auth/login', matches });

export default function LoginPage() {
  return (
    <>
      <AuthHeader {...SIGN_IN_COPY} />
      <LoginForm />
      <p className="mt-6 text-center text-sm text-muted">
        New here?{' '}
        <Link to="/auth/signup" className="font-medium text-brand-600 hover:underline">
          Create an account
        </Link>
      </p>
    </>
  );
}
