import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORBIDDEN_DETAIL, NOT_AUTHENTICATED_DETAIL, INVALID_TOKEN_DETAIL } from '@shopwright/shared/errors';
import type { UserRow } from '../db/schema';
import { AccessTokens, type AccessClaims } from './tokens';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AccessClaims;
    /** The account behind the token, read once by `requireAccount` (null: none; blocked or deleted ones too, `accountOf` refuses them). */
    account?: UserRow | null;
  }
}

/** The bearer token of the request: no header is the fixed 401 the storefront reacts to (README, API conventions), a malformed one gets its own detail. */
function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header || header.trim() === '') throw new AppError(401, 'NOT_AUTHENTICATED', NOT_AUTHENTICATED_DETAIL);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new AppError(401, 'INVALID_TOKEN', INVALID_TOKEN_DETAIL);
  return match[1]!;
}

/** Reads the bearer token; no token is the fixed 401 the storefront reacts to (README, API conventions), a bad one gets its own detail. */
export function requireUser(tokens: AccessTokens) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    request.auth = await tokens.verify(bearerOf(request));
  };
}

/**
 * As `requireUser`, reading the account once for both the token's check (issued before the last
 * password change: 401 INVALID_TOKEN, as `requireUser`) and the handler (`accountOf`), where
 * `requireUser` and an active-user lookup read it twice (issue 29: `users/me` and the cart calls).
 * Read on every request, so a password change, a block or a deletion counts at once on every instance.
 */
export function requireAccount(tokens: AccessTokens, find: (userId: number) => Promise<UserRow | undefined>) {
  return async function authenticateAccount(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const claims = await tokens.signed(bearerOf(request));
    const account = await find(claims.userId);
    AccessTokens.checkIssued(claims, account?.password_changed_at ? Date.parse(account.password_changed_at) : undefined);
    request.auth = { userId: claims.userId, role: claims.role };
    request.account = account ?? null;
  };
}

/** The active account `requireAccount` read: a missing, blocked or deleted one no longer counts as signed in (401). */
export function accountOf(request: FastifyRequest): UserRow {
  const account = request.account;
  if (!account || account.is_blocked || account.deleted_at) throw new AppError(401, 'NOT_AUTHENTICATED', NOT_AUTHENTICATED_DETAIL);
  return account;
}

/**
 * The `preHandler` of routes behind `requireAccount`: `accountOf`'s 401 after the request's
 * validation (a callback, not an async function: no promise per request).
 */
export function activeAccount(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  try {
    accountOf(request);
  } catch (error) {
    done(error as Error);
    return;
  }
  done();
}

/** For routes open to guests: a valid bearer sets `request.auth`, none leaves it unset, a bad one is 401. */
export function optionalUser(tokens: AccessTokens) {
  const authenticate = requireUser(tokens);
  return async function authenticateIfPresent(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    if (header && header.trim() !== '') await authenticate(request, reply);
  };
}

/** As `requireUser`, and the token's role must be admin (403 otherwise). */
export function requireAdmin(tokens: AccessTokens) {
  const authenticate = requireUser(tokens);
  return async function authorizeAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await authenticate(request, reply);
    if (request.auth?.role !== 'admin') throw new AppError(403, 'FORBIDDEN', FORBIDDEN_DETAIL);
  };
}

/** The authenticated user's claims; only call behind a guard. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError(401, 'NOT_AUTHENTICATED', NOT_AUTHENTICATED_DETAIL);
  return request.auth;
}
