import { AUTH_STORAGE_KEY } from '../constants/index';
import type { TokenPair } from '../auth/index';
import type { TokenStore } from './index';

/** The stored auth (spec section 3): `{tokens: {access, refresh}}` under the key 'auth'. */
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
 * Tokens in the browser, shared by the storefront and the admin (same origin, same key):
 * local storage when "Remember me" was checked, session storage (this tab's session) otherwise.
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
    },
    save(tokens, remember) {
      const { local, session } = storages();
      (remember ? session : local)?.removeItem(AUTH_STORAGE_KEY);
      (remember ? local : session)?.setItem(AUTH_STORAGE_KEY, JSON.stringify({ tokens } satisfies StoredAuth));
    },
    clear() {
      const { local, session } = storages();
      local?.removeItem(AUTH_STORAGE_KEY);
      session?.removeItem(AUTH_STORAGE_KEY);
    },
  };
}
