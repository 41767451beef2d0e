import { useEffect, useState } from 'react';
import type { Route } from './+types/auth.reset-password';
import { useParams } from 'react-router';
import { Link } from '../components/ui/link';
import { ApiError } from '@shopwright/shared/http';
import { Banner } from '../components/ui/banner';
import { buttonClass } from '../components/ui/button';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { checkResetToken } from '../lib/session/auth-api';
import { pageMeta } from '../lib/seo';
import { metaT, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: metaT(matches)('reset.title'), description: metaT(matches)('reset.metaDescription') }),
  { name: 'robots', content: 'noindex' },
];

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [invalid, setInvalid] = useState(false);
  const t = useT();

  // Say at once when the link is dead, before anyone types a new password.
  useEffect(() => {
    checkResetToken(token).catch((error) => {
      if (error instanceof ApiError && error.status === 400) setInvalid(true);
    });
  }, [token]);

  return (
    <>
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{t('reset.title')}</h1>
        <p className="mt-1.5 text-sm text-muted">{t('reset.intro')}</p>
      </div>
      {invalid ? (
        <div className="space-y-4">
          <Banner message={{ kind: 'error', text: t('auth.resetTokenInvalid') }} />
          <Link to="/auth/forgot-password" className={buttonClass('primary', 'w-full')}>
            {t('reset.requestNew')}
          </Link>
        </div>
      ) : (
        <ResetPasswordForm token={token} onInvalid={() => setInvalid(true)} />
      )}
    </>
  );
}
