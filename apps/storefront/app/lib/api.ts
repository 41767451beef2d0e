import { createBrowserTokenStore, createHttpClient } from '@shopwright/shared/http';

export const tokenStore = createBrowserTokenStore();

type SessionExpiredListener = (message: string) => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** The auth provider subscribes so a failed refresh logs out, goes to '/' and says why. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** The browser's request layer (spec section 7). */
export const api = createHttpClient({
  baseUrl: '/api/',
  tokens: tokenStore,
  onSessionExpired: (message) => sessionExpiredListeners.forEach((listener) => listener(message)),
});
