import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../components/ui/link';
import { AUTH_MESSAGES } from '@shopwright/shared/auth';
import { ApiError } from '@shopwright/shared/http';
import { Banner } from '../components/ui/banner';
import { buttonClass } from '../components/ui/button';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { checkResetToken } from '../lib/session/auth-api';
import { pageMeta } from '../lib/seo';

export const meta = () => [
  ...pageMeta({ title: 'Choose a new password', description: 'Set a new password for your account.' }),
  { name: 'robots', content: 'noindex' },
];

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [invalid, setInvalid] = useState(false);

  // Say at once when the link is dead, before anyone types a new password.
  useEffect(() => {
    checkResetToken(token).catch((error) => {
      if (error instanceof ApiError && error.status === 400) setInvalid(true);
    });
  }, [token]);

  return (
    <>
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Choose a new password</h1>
        <p className="mt-1.5 text-sm text-muted">After this, every device signed in to your account is signed out.</p>
      </div>
      {invalid ? (
        <div className="space-y-4">
          <Banner message={{ kind: 'error', text: AUTH_MESSAGES.resetTokenInvalid }} />
          <Link to="/auth/forgot-password" className={buttonClass('primary', 'w-full')}>
            Request a new link
          </Link>
        </div>
      ) : (
        <ResetPasswordForm token={token} onInvalid={() => setInvalid(true)} />
      )}
    </>
  );
}
