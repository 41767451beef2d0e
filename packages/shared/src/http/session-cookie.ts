import { SESSION_COOKIE } from '../constants/index';

/**
 * The session cookie (docs/decisions/014-server-rendered-cart.md): a remembered shopper's access
 * token, beside the stored auth, so the server can render the cart page for them. Written by the
 * browser token store; read only by the storefront's page renderer, never by an API route.
 */

/** Seconds until a JWT's `exp` (the cookie's Max-Age), or 0 when it cannot be read. */
export function secondsLeft(jwt: string, nowMs = Date.now()): number {
  try {
    const payload = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? Math.max(0, Math.floor(payload.exp - nowMs / 1000)) : 0;
  } catch {
    return 0;
  }
}

/** Whether a `Cookie` header (or `document.cookie`) carries the session cookie, whatever its value. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** The cookie's token from a `Cookie` header, or null (absent, or not shaped like a JWT). */
export function sessionCookieToken(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) && value.length <= 2048 ? value : null;
    }
  }
  return null;
}

/** The `document.cookie` assignment that sets the cookie to `token` (null: removes it). */
export function sessionCookieString(token: string | null, secure: boolean, nowMs = Date.now()): string {
  const maxAge = token ? secondsLeft(token, nowMs) : 0;
  return `${SESSION_COOKIE}=${maxAge > 0 ? token : ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
