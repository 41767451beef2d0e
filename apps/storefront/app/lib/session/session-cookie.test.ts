import { describe, expect, it } from 'vitest';
import { secondsLeft, sessionCookieToken } from './session-cookie';

const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.c2lnbmF0dXJl`;

describe('the session cookie', () => {
  it('is read from a Cookie header among others, and only when it looks like a JWT', () => {
    const token = jwt({ sub: 1 });
    expect(sessionCookieToken(`theme=dark; sw_session=${token}; other=1`)).toBe(token);
    expect(sessionCookieToken(`sw_session=${token}`)).toBe(token);
    expect(sessionCookieToken(`not_sw_session=${token}`)).toBeNull();
    expect(sessionCookieToken('sw_session=not a token')).toBeNull();
    expect(sessionCookieToken(`sw_session=${'a'.repeat(1500)}.${'b'.repeat(1500)}.c`)).toBeNull();
    expect(sessionCookieToken('')).toBeNull();
    expect(sessionCookieToken(null)).toBeNull();
  });

  it('lives as long as the token it carries', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    expect(secondsLeft(jwt({ exp: now / 1000 + 900 }), now)).toBe(900);
    expect(secondsLeft(jwt({ exp: now / 1000 - 5 }), now)).toBe(0);
    expect(secondsLeft(jwt({}), now)).toBe(0);
    expect(secondsLeft('garbage', now)).toBe(0);
  });
});
