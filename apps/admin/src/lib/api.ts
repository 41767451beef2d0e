import { createBrowserTokenStore, createHttpClient } from '@shopwright/shared/http';

/** The tokens under the storage key 'auth', shared with the storefront (same origin). */
export const tokenStore = createBrowserTokenStore();

type SessionExpiredListener = (message: string) => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** The app subscribes so a failed refresh signs out and says why. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** The admin's request layer: timeout, retries, bearer token and one shared refresh. */
export const api = createHttpClient({
  baseUrl: '/api/',
  tokens: tokenStore,
  onSessionExpired: (message) => sessionExpiredListeners.forEach((listener) => listener(message)),
});

/** Without the stored tokens: for calls made with tokens that are not (yet) stored. */
export const bareApi = createHttpClient({ baseUrl: '/api/' });
