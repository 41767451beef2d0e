import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { LOGIN_REDIRECT_DELAY_MS } from '@shopwright/shared/constants';

/** Long enough for the sign-in form's redirect, short enough not to hold a later click on the logo. */
const WINDOW_MS = LOGIN_REDIRECT_DELAY_MS + 3000;

/**
 * The sign-in form takes everyone home 1 s after signing in. A guest who signs in while on
 * this page came here to check out, so that one trip home is cancelled and the page, still
 * mounted, shows the signed-in checkout.
 */
export function useStayAfterSignIn(ready: boolean, isAuthenticated: boolean) {
  const sawGuest = useRef(false);
  const signedInAt = useRef<number | null>(null);
  useEffect(() => {
    if (!ready) return;
    if (!isAuthenticated) sawGuest.current = true;
    else if (sawGuest.current) {
      sawGuest.current = false;
      signedInAt.current = Date.now();
    }
  }, [ready, isAuthenticated]);

  const blocker = useBlocker(({ nextLocation }) => {
    const at = signedInAt.current;
    return at !== null && nextLocation.pathname === '/' && Date.now() - at <= WINDOW_MS;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    signedInAt.current = null;
    blocker.reset();
  }, [blocker]);
}
