import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@shopwright/shared/constants';
import { INVALID_TOKEN_DETAIL, TOKEN_EXPIRED_DETAIL } from '@shopwright/shared/errors';
import type { Role } from '@shopwright/shared/users';
import { AppError } from './errors';

export interface AccessClaims {
  userId: number;
  role: Role;
}

/** A signed access token's claims, and when it was issued in epoch ms (`iat_ms`, else the start of its `iat` second). */
export interface SignedClaims extends AccessClaims {
  issuedMs: number;
}

const ISSUER = 'shopwright';

/** When a user's tokens start being valid (their last password change), in epoch ms. */
export type ValidSince = (userId: number) => Promise<number | undefined>;

/** Signed tokens whose signature was checked, remembered (issue 29: every signed-in call checked it again, a WebCrypto key import and HMAC each time). */
const VERIFIED_TOKENS = 10_000;

const invalidToken = () => new AppError(401, 'INVALID_TOKEN', INVALID_TOKEN_DETAIL);

/**
 * Signs and verifies the short-lived access JWTs (HS256). A token issued before the user's last
 * password change is refused: `iat` has whole seconds, so tokens also carry `iat_ms`, and a
 * token issued in the same second as the change, but after it, stays valid.
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims were found good, with their expiry (epoch seconds). Only
   * what the token itself says is kept: its expiry is checked on every use, and whatever can
   * revoke it (a password change, a blocked or deleted account) is read from the database each time.
   */
  private readonly verified = new Map<string, SignedClaims & { exp: number }>();
  constructor(
    secret: string,
    private readonly validSince?: ValidSince,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, typ: 'access', iat_ms: Date.now() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The token's claims if its signature, type and expiry are good (401 otherwise); nothing about the user is read. */
  async signed(token: string): Promise<SignedClaims> {
    const known = this.verified.get(token);
    if (known) {
      // As jose decides it: expired once `exp` is not after the current whole second.
      if (known.exp <= Math.floor(Date.now() / 1000)) {
        this.verified.delete(token);
        throw new AppError(401, 'TOKEN_EXPIRED', TOKEN_EXPIRED_DETAIL);
      }
      return { userId: known.userId, role: known.role, issuedMs: known.issuedMs };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const role = payload.role;
      if (payload.typ !== 'access' || !Number.isSafeInteger(userId) || (role !== 'customer' && role !== 'admin')) throw invalidToken();
      // Tokens from before `iat_ms` existed count from the start of their second.
      const issuedMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000;
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { userId, role, issuedMs, exp: payload.exp });
      }
      return { userId, role, issuedMs };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw new AppError(401, 'TOKEN_EXPIRED', TOKEN_EXPIRED_DETAIL);
      throw invalidToken();
    }
  }

  /** A 401 INVALID_TOKEN when the token was issued before `since` (the user's last password change, epoch ms). */
  static checkIssued(claims: SignedClaims, since: number | undefined): void {
    if (since !== undefined && claims.issuedMs < since) throw invalidToken();
  }

  async verify(token: string): Promise<AccessClaims> {
    const claims = await this.signed(token);
    AccessTokens.checkIssued(claims, this.validSince ? await this.validSince(claims.userId) : undefined);
    return { userId: claims.userId, role: claims.role };
  }
}

/** An opaque random token for refresh and reset links; only its hash is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');
