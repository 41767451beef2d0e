import { AUTH_STORAGE_KEY } from '../constants/index';
import type { TokenPair } from '../auth/index';
import type { TokenStore } from './index';
import { hasSessionCookie, sessionCookieString } from './session-cookie';

/** The stored auth (ADR 003): `{tokens: {access, refresh}}` under the key 'auth'. */
export interface StoredAuth {
  tokens: TokenPair;
}

function read(storage: Storage | undefined): StoredAuth | null {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAuth>;
    return parsed?.tokens?.access && parsed.tokens.refresh ? { tokens: parsed.tokens } : null;
  } catch {
    return null;
  }
}

const storages = () =>
  typeof window === 'undefined' ? { local: undefined, session: undefined } : { local: window.localStorage, session: window.sessionStorage };

/**
 * Makes the session cookie match the stored auth: the access token of a remembered session (local
 * storage), none otherwise. Session storage belongs to one tab and a cookie to the whole browser,
 * so a tab-only session writes none (another tab would be rendered signed in). Called on every
 * change of the stored auth, and by the storefront once at start.
 */
export function syncSessionCookie(): void {
  if (typeof document === 'undefined') return;
  const token = read(storages().local)?.tokens.access ?? null;
  // A guest without the cookie: nothing to remove.
  if (token === null && !hasSessionCookie(document.cookie)) return;
  document.cookie = sessionCookieString(token, window.location.protocol === 'https:');
}

/**
 * Tokens in the browser, shared by the storefront and the admin (same origin, same key):
 * local storage when "Remember me" was checked, session storage (this tab's session) otherwise.
 * Every change also syncs the session cookie, whichever app made it.
 */
export function createBrowserTokenStore(): TokenStore & { save(tokens: TokenPair, remember: boolean): void } {
  return {
    get() {
      const { local, session } = storages();
      return (read(local) ?? read(session))?.tokens ?? null;
    },
    /** A refresh keeps the tokens where they were. */
    set(tokens) {
      const { local, session } = storages();
      const target = read(local) ? local : read(session) ? session : local;
      target?.setItem(AUTH_STORAGE_KEY, JSON.stringify({ tokens } satisfies StoredAuth));
      syncSessionCookie();
    },
    save(tokens, remember) {
      const { local, session } = storages();
      (remember ? session : local)?.removeItem(AUTH_STORAGE_KEY);
      (remember ? local : session)?.setItem(AUTH_STORAGE_KEY, JSON.stringify({ tokens } satisfies StoredAuth));
      syncSessionCookie();
    },
    clear() {
      const { local, session } = storages();
      local?.removeItem(AUTH_STORAGE_KEY);
      session?.removeItem(AUTH_STORAGE_KEY);
      syncSessionCookie();
    },
  };
}
