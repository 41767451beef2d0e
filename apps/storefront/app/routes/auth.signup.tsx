import { Link } from '../components/ui/link';
import { AuthHeader } from '../features/auth/auth-header';
import { SIGN_UP_COPY } from '../features/auth/auth-copy';
import { SignupForm } from '../features/auth/signup-form';
import { useRootData } from '../root';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/auth.signup';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Create account',
    description: 'Create an account to keep a cart and a wishlist and follow your orders.',
    path: '/auth/signup',
    matches,
  });

export default function SignupPage() {
  const shopName = useRootData()?.settings.shop_name ?? 'Shopwright';
  return (
    <>
      <AuthHeader title={SIGN_UP_COPY.title} subtitle={SIGN_UP_COPY.subtitle(shopName)} divider={SIGN_UP_COPY.divider} />
      <SignupForm />
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to="/auth/login" className="font-medium text-brand-600 hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
