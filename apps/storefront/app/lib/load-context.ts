import { DEFAULT_LANG, isLang, type Lang } from '@shopwright/shared/i18n';
import type { MarketChoice, PageMarket } from './market';

/** What the API server hands the storefront with each server render (apps/api/src/modules/web). */
export interface StorefrontLoadContext {
  apiFetch: (path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<Response>;
  shopName: string;
  /**
   * The language the page is rendered in (docs/decisions/028-message-catalogs.md), chosen by the
   * API for this request; English when not given.
   */
  lang?: string;
  /** The market the page's path is in (issue 27); the primary market when not given. */
  market?: PageMarket;
  /** The path prefix of the page's market and language ('' for the primary market's default language). */
  basename?: string;
  /** The active markets, for the picker. */
  markets?: MarketChoice[];
  /** The API reads a page's HTML from its response's `PAGE_HTML` property: the response then has no body. */
  takesPageHtml?: boolean;
}

/** The property of a rendered page's response holding its HTML as UTF-8 bytes (a Buffer), when the load context `takesPageHtml` (apps/api/src/modules/web). */
export const PAGE_HTML = Symbol.for('shopwright.page-html');

declare module 'react-router' {
  interface AppLoadContext extends Partial<StorefrontLoadContext> {}
}

/** The request's language: the one place a page's language comes from. */
export const contextLang = (context: Partial<StorefrontLoadContext> | undefined): Lang =>
  isLang(context?.lang) ? context.lang : DEFAULT_LANG;

/**
 * What the page's catalog reads ask for: the market and its language, except on the primary
 * market's default-language pages, whose calls stay the spec's.
 */
export function contextMarketParams(context: Partial<StorefrontLoadContext> | undefined): { market?: string; lang?: string } {
  if (!context?.market || (context.market.primary && !context.basename)) return {};
  return { market: context.market.code, lang: context.lang };
}

const DEV_API = 'http://127.0.0.1:9000/api/';

type ApiInit = Parameters<StorefrontLoadContext['apiFetch']>[1];

/** Server-side API call: in-process when served by the API, over HTTP under `react-router dev`. */
export function serverApiFetch(context: Partial<StorefrontLoadContext> | undefined, path: string, init?: ApiInit): Promise<Response> {
  if (context?.apiFetch) return context.apiFetch(path, init);
  return fetch(new URL(path.replace(/^\/+/, ''), DEV_API), init);
}
