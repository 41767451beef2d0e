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

const ISSUER = 'shopwright';

/** When a user's tokens start being valid (their last password change), in epoch ms. */
export type ValidSince = (userId: number) => Promise<number | undefined>;

/**
 * Signs and verifies the short-lived access JWTs (HS256). A token issued before the user's last
 * password change is refused: `iat` has whole seconds, so tokens also carry `iat_ms`, and a
 * token issued in the same second as the change, but after it, stays valid.
 */
export class AccessTokens {
  private readonly key: Uint8Array;
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

  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const role = payload.role;
      if (payload.typ !== 'access' || !Number.isSafeInteger(userId) || (role !== 'customer' && role !== 'admin')) {
        throw new AppError(401, 'INVALID_TOKEN', INVALID_TOKEN_DETAIL);
      }
      const since = this.validSince ? await this.validSince(userId) : undefined;
      // Tokens from before `iat_ms` existed count from the start of their second.
      const issuedMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000;
      if (since !== undefined && issuedMs < since) throw new AppError(401, 'INVALID_TOKEN', INVALID_TOKEN_DETAIL);
      return { userId, role };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw new AppError(401, 'TOKEN_EXPIRED', TOKEN_EXPIRED_DETAIL);
      throw new AppError(401, 'INVALID_TOKEN', INVALID_TOKEN_DETAIL);
    }
  }
}

/** An opaque random token for refresh and reset links; only its hash is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');
