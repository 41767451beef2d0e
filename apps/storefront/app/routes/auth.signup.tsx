import { Link } from '../components/ui/link';
import { AuthHeader } from '../features/auth/auth-header';
import { signUpCopy } from '../features/auth/auth-copy';
import { SignupForm } from '../features/auth/signup-form';
import { useRootData } from '../root';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/auth.signup';
import { metaT, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: metaT(matches)('auth.signup.metaTitle'),
    description: metaT(matches)('auth.signup.metaDescription'),
    path: '/auth/signup',
    matches,
  });

export default function SignupPage() {
  const shopName = useRootData()?.settings.shop_name ?? 'Shopwright';
  const t = useT();
  return (
    <>
      <AuthHeader {...signUpCopy(t, shopName)} />
      <SignupForm />
      <p className="mt-6 text-center text-sm text-muted">
        {t('auth.haveAccount')}{' '}
        <Link to="/auth/login" className="font-medium text-brand-600 hover:underline">
          {t('auth.signInLink')}
        </Link>
      </p>
    </>
  );
}
