import { createBrowserTokenStore, createHttpClient, createTypedCall } from '@shopwright/shared/http';
import type { ShopContract } from '@shopwright/shared/contract';
import { clientT } from './i18n';
import { pageMarketParams, withMarket } from './market';

export const tokenStore = createBrowserTokenStore();

type SessionExpiredListener = (message: string) => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** The auth provider subscribes so a failed refresh logs out, goes to '/' and says why. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** The browser's request layer (`createHttpClient` of the shared package); the app reaches it only through `call`. */
const api = createHttpClient({
  baseUrl: '/api/',
  tokens: tokenStore,
  onSessionExpired: (message) => sessionExpiredListeners.forEach((listener) => listener(message)),
  // The API answers in the page's language, whatever the browser's own Accept-Language says.
  headers: () => ({ 'Accept-Language': clientT().lang }),
  // Catalog reads in the page's market and language (`<html data-market>`, lib/market.ts).
  fetch: (input, init) => {
    const { market, lang } = pageMarketParams();
    return fetch(withMarket(String(input), init?.method, market, lang), init);
  },
});

/** Every API call of the storefront, typed by the shared contract (packages/shared/src/contract). */
export const call = createTypedCall<ShopContract>(api);
