import { useRouteLoaderData } from 'react-router';
/*
 * The market a page is in (issue 27, docs/decisions/027-markets-and-currencies.md): the API picks it
 * from the path (`/de/…`) and hands it to the render in the load context; the browser reads it back
 * from `<html data-market>`. One document is in one market: switching market is a new page.
 */

/** The market of the page, as the load context gives it. */
export interface PageMarket {
  code: string;
  name: string;
  currency: string;
  primary: boolean;
}

/** Another market or language the page exists in, for the picker and hreflang links. */
export interface MarketChoice {
  code: string;
  name: string;
  currency: string;
  /** The market's languages, the default first. */
  languages: string[];
  /** Its path prefix ('' for the primary market). */
  path: string;
}

export const PRIMARY_MARKET: PageMarket = { code: 'us', name: 'United States', currency: 'USD', primary: true };

/** The catalog's reads that answer in a market's prices and language (`GET products…`). */
const CATALOG_READ = /^products(?:\/(?:categories|search\/suggest|(?!options$|cart$|clear-cart$|add-to-cart$)[^/]+))?$/;

/**
 * A catalog read in a market other than the primary one (or in another language) asks for that
 * market's prices and language; every other call, and every call of the primary market's default
 * language, is sent as it was (the spec's calls are unchanged).
 */
export function withMarket(url: string, method: string | undefined, market: string | undefined, lang: string | undefined): string {
  if (!market) return url;
  const verb = (method ?? 'GET').toUpperCase();
  const [path = '', query = ''] = url.split('?');
  const api = path.replace(/^.*?\/api\//, '').replace(/^\/+/, '');
  const call = `${verb} ${api}`;
  // The wishlist names its products and prices them like the catalog (ADR 029, 030).
  const named = (verb === 'GET' && CATALOG_READ.test(api)) || WISHLIST_CALL.test(call);
  if (!named && !CART_CALL.test(call) && !(verb === 'GET' && MARKET_READ.test(api))) return url;
  const params = new URLSearchParams(query);
  params.set('market', market);
  if (named && lang) params.set('lang', lang);
  return `${path}?${params.toString()}`;
}

/**
 * The cart's calls (and `users/me`, which answers the cart): a cart belongs to the market it was
 * last used in and is re-priced when that changes (ADR 029), so every one of them names the page's.
 */
const CART_CALL =
  /^(?:GET users\/me|POST products\/add-to-cart|PATCH products\/cart\/[^/]+|DELETE products\/remove-from-cart\/[^/]+|DELETE products\/clear-cart)$/;

/** The wishlist's calls, each answering the saved products (not the move to the cart, which names its market in the body). */
const WISHLIST_CALL = /^(?:GET wishlist|POST wishlist|DELETE wishlist\/[^/]+)$/;

/** Reads whose amounts are in the market's currency (the settings' shipping rates, a product's shipping estimates): `market` only. */
const MARKET_READ = /^(?:settings|products\/[^/]+\/shipping)$/;

/** The `market` a quote or an order names in its body: the page's, none on the primary market's default pages. */
export function marketBody(): { market?: string } {
  const { market } = pageMarketParams();
  return market ? { market } : {};
}

/** The market and language the browser's catalog reads ask for: none on the primary market's default pages. */
export function pageMarketParams(): { market?: string; lang?: string } {
  if (typeof document === 'undefined') return {};
  const { market, marketLang } = document.documentElement.dataset;
  return market ? { market, lang: marketLang } : {};
}

/** A path of this page in another market or language: `/de/en` + `/products/12`. */
export function pathIn(basename: string, path: string): string {
  const joined = `${basename}${path === '/' && basename ? '' : path}`;
  return joined || '/';
}

/** The path inside the market (what the routes see): `/de/en/products/12` under `/de/en` is `/products/12`. */
export function pathInsideMarket(pathname: string, basename: string): string {
  if (!basename || !pathname.toLowerCase().startsWith(basename.toLowerCase())) return pathname;
  return pathname.slice(basename.length) || '/';
}

/**
 * The currency of the page's prices: its market's (catalog answers and the cart are priced in it).
 * The primary market's is the shop's currency.
 */
export function usePageCurrency(): string {
  const data = useRouteLoaderData('root') as { market?: PageMarket; settings?: { currency?: string } } | undefined;
  return data?.market && !data.market.primary ? data.market.currency : (data?.settings?.currency ?? data?.market?.currency ?? 'USD');
}
