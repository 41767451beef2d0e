import { Dialog } from '../../components/ui/dialog';
import { useDialogs } from '../../lib/dialogs';
import { AuthHeader } from './auth-header';
import { signInCopy, signUpCopy } from './auth-copy';
import { LoginForm } from './login-form';
import { FormPlaceholder, lazyPart } from '../../components/ui/lazy-part';
import { useT } from '../../lib/i18n';

// The forms' code (react-hook-form and the zod schemas) is not in the page: the sign-in form, which
// opens for every guest, loads its schema on the shopper's first input; the sign-up form when it opens.
const SignupForm = lazyPart(() => import('./signup-form').then((m) => m.SignupForm), <FormPlaceholder minHeight="26rem" />);

const switchLink = 'font-medium text-brand-600 hover:underline rounded';

/** The sign-in and sign-up dialogs of the shop layout. */
export function AuthDialogs({ shopName }: { shopName: string }) {
  const { open, show, close } = useDialogs();
  const t = useT();
  const signIn = signInCopy(t);
  const signUp = signUpCopy(t, shopName);
  return (
    <>
      <Dialog open={open === 'login'} onClose={close} title={signIn.title}>
        <AuthHeader {...signIn} />
        <LoginForm onClose={close} />
        <p className="mt-6 text-center text-sm text-muted">
          {t('auth.newHere')}{' '}
          <button type="button" className={switchLink} onClick={() => show('signup')}>
            {t('auth.createAnAccount')}
          </button>
        </p>
      </Dialog>
      <Dialog open={open === 'signup'} onClose={close} title={signUp.title} className="max-w-lg">
        <AuthHeader {...signUp} />
        <SignupForm onClose={close} />
        <p className="mt-6 text-center text-sm text-muted">
          {t('auth.haveAccount')}{' '}
          <button type="button" className={switchLink} onClick={() => show('login')}>
            {t('auth.signInLink')}
          </button>
        </p>
      </Dialog>
    </>
  );
}
