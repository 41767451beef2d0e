/** The shop's fixed business constants (timeouts, retries, delays, limits), in one place for the API and both front ends. */
export const REQUEST_TIMEOUT_MS = 20_000;
export const REQUEST_MAX_RETRIES = 3;
/** Delay before retry number n (1-based) in milliseconds: n seconds. */
export const retryDelayMs = (retryNumber: number): number => retryNumber * 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const LOGIN_REDIRECT_DELAY_MS = 1000;
export const USER_REFETCH_DELAY_MS = 2000;
export const FORM_ERRORS_CLEAR_MS = 2000;
export const SIGNUP_REDIRECT_DELAY_MS = 1000;
export const CATEGORIES_CACHE_MS = 5 * 60 * 1000;
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const CATEGORY_MENU_CLOSE_DELAY_MS = 200;
export const NOT_FOUND_REDIRECT_SECONDS = 10;
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, success: 2000, loading: Infinity } as const;
export const TOAST_LIMIT = 20;
export const LOADING_TIP_ROTATION_MS = 2000;
export const ERROR_RETRY_DELAY_MS = 2000;
export const PAGE_CONTAINER = { widthPercent: 90, maxWidthPx: 1200 } as const;
/** Access tokens are short-lived; refresh tokens rotate on every use. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Storage key of the stored auth (`{tokens}`, ADR 003); clients and tests rely on it. */
export const AUTH_STORAGE_KEY = 'auth';
/**
 * Cookie with a remembered shopper's access token, kept beside the stored auth by the browser
 * token store, so the server can render their cart page (docs/decisions/014). Only the page
 * renderer reads it; API routes authenticate by the Authorization header alone.
 */
export const SESSION_COOKIE = 'sw_session';
/** The largest id a row can have (a 32-bit `integer` column on PostgreSQL): larger ids in a request can name nothing. */
export const MAX_ID = 2_147_483_647;

/** The storefront's static pages (footer, 404 page), each at `/{slug}`; the sitemap lists them too. */
export const STATIC_PAGE_SLUGS = [
  'about',
  'careers',
  'press',
  'blog',
  'investors',
  'faq',
  'shipping',
  'returns',
  'size-guide',
  'terms',
  'privacy',
  'cookies',
  'accessibility',
  'help',
] as const;
