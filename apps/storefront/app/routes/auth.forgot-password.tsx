import { Link } from '../components/ui/link';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/auth.forgot-password';
import { metaT, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: metaT(matches)('forgot.metaTitle'),
    description: metaT(matches)('forgot.metaDescription'),
    path: '/auth/forgot-password',
    matches,
  });

export default function ForgotPasswordPage() {
  const t = useT();
  return (
    <>
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{t('forgot.title')}</h1>
        <p className="mt-1.5 text-sm text-muted">{t('forgot.intro')}</p>
      </div>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-muted">
        {t('forgot.remembered')}{' '}
        <Link to="/auth/login" className="font-medium text-brand-600 hover:underline">
          {t('auth.signInLink')}
        </Link>
      </p>
    </>
  );
}
