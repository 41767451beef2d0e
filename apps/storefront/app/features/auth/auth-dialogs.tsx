import { Dialog } from '../../components/ui/dialog';
import { useDialogs } from '../../lib/dialogs';
import { AuthHeader } from './auth-header';
import { SIGN_IN_COPY, SIGN_UP_COPY } from './auth-copy';
import { LoginForm } from './login-form';
import { FormPlaceholder, lazyPart } from '../../components/ui/lazy-part';

// The forms' code (react-hook-form and the zod schemas) is not in the page: the sign-in form, which
// opens for every guest, loads its schema on the shopper's first input; the sign-up form when it opens.
const SignupForm = lazyPart(() => import('./signup-form').then((m) => m.SignupForm), <FormPlaceholder minHeight="26rem" />);

const switchLink = 'font-medium text-brand-600 hover:underline rounded';

/** The sign-in and sign-up dialogs of the shop layout. */
export function AuthDialogs({ shopName }: { shopName: string }) {
  const { open, show, close } = useDialogs();
  return (
    <>
      <Dialog open={open === 'login'} onClose={close} title={SIGN_IN_COPY.title}>
        <AuthHeader {...SIGN_IN_COPY} />
        <LoginForm onClose={close} />
        <p className="mt-6 text-center text-sm text-muted">
          New here?{' '}
          <button type="button" className={switchLink} onClick={() => show('signup')}>
            Create an account
          </button>
        </p>
      </Dialog>
      <Dialog open={open === 'signup'} onClose={close} title={SIGN_UP_COPY.title} className="max-w-lg">
        <AuthHeader title={SIGN_UP_COPY.title} subtitle={SIGN_UP_COPY.subtitle(shopName)} divider={SIGN_UP_COPY.divider} />
        <SignupForm onClose={close} />
        <p className="mt-6 text-center text-sm text-muted">
          Already have an account?{' '}
          <button type="button" className={switchLink} onClick={() => show('login')}>
            Sign in
          </button>
        </p>
      </Dialog>
    </>
  );
}
