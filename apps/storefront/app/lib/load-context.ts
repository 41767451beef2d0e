import { DEFAULT_LANG, isLang, type Lang } from '@shopwright/shared/i18n';

/** What the API server hands the storefront with each server render (apps/api/src/modules/web). */
export interface StorefrontLoadContext {
  apiFetch: (path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<Response>;
  shopName: string;
  /**
   * The language the page is rendered in (docs/decisions/028-message-catalogs.md), chosen by the
   * API for this request; English when not given.
   */
  lang?: Lang;
}

declare module 'react-router' {
  interface AppLoadContext extends Partial<StorefrontLoadContext> {}
}

/** The request's language: the one place a page's language comes from. */
export const contextLang = (context: Partial<StorefrontLoadContext> | undefined): Lang =>
  isLang(context?.lang) ? context.lang : DEFAULT_LANG;

const DEV_API = 'http://127.0.0.1:9000/api/';

type ApiInit = Parameters<StorefrontLoadContext['apiFetch']>[1];

/** Server-side API call: in-process when served by the API, over HTTP under `react-router dev`. */
export function serverApiFetch(context: Partial<StorefrontLoadContext> | undefined, path: string, init?: ApiInit): Promise<Response> {
  if (context?.apiFetch) return context.apiFetch(path, init);
  return fetch(new URL(path.replace(/^\/+/, ''), DEV_API), init);
}
