import { AUTH_STORAGE_KEY, SESSION_COOKIE } from '@shopwright/shared/constants';

/**
 * The session cookie (docs/decisions/014-server-rendered-cart.md): a remembered shopper's access
 * token, so the server can render the cart page with its lines instead of an empty frame that
 * waits for the page's code and `GET users/me`. It mirrors the local-storage auth: written when
 * it is, gone when it is. A tab-only session (no "Remember me") writes none: session storage
 * belongs to one tab, a cookie to the whole browser, and another tab would be rendered signed in.
 * The token is the one the page's code already reads from local storage, so the cookie is
 * readable by it too; only storefront pages read it, never an API route (nothing that changes
 * data trusts it, so it needs no CSRF guard). It lives as long as the token (15 minutes).
 */

/** The access token of the remembered session, or null. */
function rememberedAccessToken(): string | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { tokens?: { access?: unknown } } | null;
    return typeof stored?.tokens?.access === 'string' ? stored.tokens.access : null;
  } catch {
    return null;
  }
}

/** Seconds until a JWT's `exp`, or 0 when it cannot be read. */
export function secondsLeft(jwt: string, nowMs = Date.now()): number {
  try {
    const payload = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? Math.max(0, Math.floor(payload.exp - nowMs / 1000)) : 0;
  } catch {
    return 0;
  }
}

/** Writes or removes the cookie so that it matches the stored auth (after sign-in, a refresh, a logout, and at start). */
export function syncSessionCookie(): void {
  if (typeof document === 'undefined') return;
  const token = rememberedAccessToken();
  const maxAge = token ? secondsLeft(token) : 0;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  if (token && maxAge > 0) document.cookie = `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  else if (document.cookie.includes(`${SESSION_COOKIE}=`)) document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** The cookie's token as the browser holds it (compared with the stored token before the server's cart is trusted). */
export function sessionCookieToken(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      // A JWT is three base64url parts; anything else is not worth a call.
      return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) && value.length <= 2048 ? value : null;
    }
  }
  return null;
}
