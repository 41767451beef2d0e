import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserTokenStore, syncSessionCookie } from './browser-auth-storage';
import { hasSessionCookie, secondsLeft, sessionCookieString, sessionCookieToken } from './session-cookie';

const NOW = Date.UTC(2026, 10, 24, 12);
const base64url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

describe('the session cookie value', () => {
  it('is read from a Cookie header among others, and only when it looks like a JWT', () => {
    const token = jwt({ sub: 1 });
    expect(sessionCookieToken(`theme=dark; sw_session=${token}; other=1`)).toBe(token);
    expect(sessionCookieToken(`not_sw_session=${token}`)).toBeNull();
    expect(sessionCookieToken('sw_session=not a token')).toBeNull();
    expect(sessionCookieToken(`sw_session=${'a'.repeat(1500)}.${'b'.repeat(1500)}.c`)).toBeNull();
    expect(sessionCookieToken(null)).toBeNull();
    expect(hasSessionCookie('a=1; sw_session=x')).toBe(true);
    expect(hasSessionCookie('not_sw_session=x')).toBe(false);
  });

  it('lives as long as the token it carries', () => {
    expect(secondsLeft(jwt({ exp: NOW / 1000 + 900 }), NOW)).toBe(900);
    expect(secondsLeft(jwt({ exp: NOW / 1000 - 5 }), NOW)).toBe(0);
    expect(secondsLeft('garbage', NOW)).toBe(0);
    const token = jwt({ exp: NOW / 1000 + 600 });
    expect(sessionCookieString(token, true, NOW)).toBe(`sw_session=${token}; Path=/; Max-Age=600; SameSite=Lax; Secure`);
    // An expired token is not written: the cookie is removed instead.
    expect(sessionCookieString(jwt({ exp: NOW / 1000 - 1 }), false, NOW)).toBe('sw_session=; Path=/; Max-Age=0; SameSite=Lax');
    expect(sessionCookieString(null, false, NOW)).toBe('sw_session=; Path=/; Max-Age=0; SameSite=Lax');
  });
});

/** A browser's storage and a cookie jar holding one cookie, enough for the token store. */
function fakeBrowser(protocol = 'http:') {
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
  };
  const jar = { value: '', writes: [] as string[] };
  const document = {
    get cookie() {
      return jar.value;
    },
    set cookie(assignment: string) {
      jar.writes.push(assignment);
      const [pair] = assignment.split(';');
      jar.value = /Max-Age=0\b/.test(assignment) ? '' : pair!;
    },
  };
  vi.stubGlobal('window', { localStorage: storage(), sessionStorage: storage(), location: { protocol } });
  vi.stubGlobal('document', document);
  return jar;
}

describe('the token store keeps the cookie in step with the stored auth', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('writes the access token for a remembered sign-in, renews it on refresh and removes it on logout', () => {
    const jar = fakeBrowser('https:');
    const store = createBrowserTokenStore();
    const first = jwt({ exp: NOW / 1000 + 900 });
    store.save({ access: first, refresh: 'r1' }, true);
    expect(jar.value).toBe(`sw_session=${first}`);
    expect(jar.writes.at(-1)).toContain('Max-Age=900; SameSite=Lax; Secure');
    const refreshed = jwt({ exp: NOW / 1000 + 900, n: 2 });
    store.set({ access: refreshed, refresh: 'r2' });
    expect(jar.value).toBe(`sw_session=${refreshed}`);
    store.clear();
    expect(jar.value).toBe('');
  });

  it('writes none for a tab-only sign-in, and removes one left from a remembered session', () => {
    const jar = fakeBrowser();
    const store = createBrowserTokenStore();
    store.save({ access: jwt({ exp: NOW / 1000 + 900 }), refresh: 'r1' }, true);
    expect(jar.value).not.toBe('');
    store.save({ access: jwt({ exp: NOW / 1000 + 900, tab: true }), refresh: 'r2' }, false);
    expect(jar.value).toBe('');
    store.set({ access: jwt({ exp: NOW / 1000 + 900, tab: 2 }), refresh: 'r3' });
    expect(jar.value).toBe('');
  });

  it('at start, adds the cookie for a stored remembered session and leaves a guest without one untouched', () => {
    const jar = fakeBrowser();
    syncSessionCookie();
    expect(jar.writes).toEqual([]);
    const token = jwt({ exp: NOW / 1000 + 300 });
    (window as unknown as { localStorage: Storage }).localStorage.setItem(
      'auth',
      JSON.stringify({ tokens: { access: token, refresh: 'r' } }),
    );
    syncSessionCookie();
    expect(jar.value).toBe(`sw_session=${token}`);
  });
});
