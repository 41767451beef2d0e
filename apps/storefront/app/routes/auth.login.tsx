import { Link } from '../components/ui/link';
import { AuthHeader } from '../features/auth/auth-header';
import { signInCopy } from '../features/auth/auth-copy';
import { LoginForm } from '../features/auth/login-form';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/auth.login';
import { metaT, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: metaT(matches)('auth.login.metaTitle'),
    description: metaT(matches)('auth.login.metaDescription'),
    path: '/auth/login',
    matches,
  });

export default function LoginPage() {
  const t = useT();
  return (
    <>
      <AuthHeader {...signInCopy(t)} />
      <LoginForm />
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.newHere')}{' '}
        <Link to="/auth/signup" className="font-medium text-brand-600 hover:underline">
          {t('auth.createAnAccount')}
        </Link>
      </p>
    </>
  );
}
