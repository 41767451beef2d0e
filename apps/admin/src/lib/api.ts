import type { AdminContract } from '@shopwright/shared/admin-contract';
import { createBrowserTokenStore, createHttpClient, createTypedCall } from '@shopwright/shared/http';

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
const api = createHttpClient({
  baseUrl: '/api/',
  tokens: tokenStore,
  onSessionExpired: (message) => sessionExpiredListeners.forEach((listener) => listener(message)),
});

/** Every API call of the admin, typed by the shared contract (packages/shared/src/contract/admin.ts). */
export const call = createTypedCall<AdminContract>(api);

/** The same calls without the stored tokens: for tokens that are not (yet) stored. */
export const bareCall = createTypedCall<AdminContract>(createHttpClient({ baseUrl: '/api/' }));
