import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import toast from '../toast';
import type { TokenPair } from '@shopwright/shared/auth';
import { syncSessionCookie } from '@shopwright/shared/http';
import type { Profile } from '@shopwright/shared/users';
import { onSessionExpired, tokenStore } from '../api';
import { replayHeldActions } from '../defer-boot';
import { cartKeys } from '../cart/cart-keys';
import { revokeSession } from './auth-api';
import { fetchProfile, profileQueryOptions, userKeys } from './profile';

interface AuthState {
  /** False until the stored auth has been read (it lives in the browser only). */
  ready: boolean;
  isAuthenticated: boolean;
  user: Profile | null;
  tokens: TokenPair | null;
  signIn: (tokens: TokenPair, remember: boolean) => Promise<Profile>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);
// Whether a shopper is signed in, on its own: a boolean that stays the same when only `ready` or the
// profile changes, so the parts that only ask this (every card's heart, the cart) do not re-render.
const SignedInContext = createContext<boolean | null>(null);

/** Auth state: restored from storage at start (ADR 003), cleared on logout or a failed refresh. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [tokens, setTokens] = useState<TokenPair | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setTokens(tokenStore.get());
    setReady(true);
    // A session stored before the cookie existed gets one; a cookie left without one goes.
    syncSessionCookie();
  }, []);

  const profile = useQuery(profileQueryOptions(Boolean(tokens)));

  // Taps held while the page was booting are done once the session is known (the commit where
  // `ready` turns true): a heart or Add to cart then acts for the signed-in shopper, not a guest.
  useEffect(() => {
    if (ready) replayHeldActions();
  }, [ready]);

  const clearSession = useCallback(() => {
    tokenStore.clear();
    setTokens(null);
    queryClient.removeQueries({ queryKey: userKeys.all });
    queryClient.removeQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
  }, [queryClient]);

  useEffect(
    () =>
      onSessionExpired((message) => {
        clearSession();
        navigate('/');
        toast.error(message);
      }),
    [clearSession, navigate],
  );

  const signIn = useCallback(
    async (next: TokenPair, remember: boolean) => {
      tokenStore.save(next, remember);
      setTokens(next);
      return fetchProfile(queryClient);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const refresh = tokenStore.get()?.refresh;
    clearSession();
    navigate('/');
    if (refresh) await revokeSession(refresh).catch(() => undefined);
  }, [clearSession, navigate]);

  const value = useMemo<AuthState>(
    () => ({ ready, tokens, isAuthenticated: Boolean(tokens), user: profile.data ?? null, signIn, logout }),
    [ready, tokens, profile.data, signIn, logout],
  );
  return (
    <AuthContext.Provider value={value}>
      <SignedInContext.Provider value={Boolean(tokens)}>{children}</SignedInContext.Provider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth needs an AuthProvider');
  return ctx;
}

/** True when a shopper is signed in (false until the stored session is read, as for a guest). */
export function useSignedIn(): boolean {
  const signedIn = useContext(SignedInContext);
  if (signedIn === null) throw new Error('useSignedIn needs an AuthProvider');
  return signedIn;
}
