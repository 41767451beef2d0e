import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORBIDDEN_DETAIL, NOT_AUTHENTICATED_DETAIL, INVALID_TOKEN_DETAIL } from '@shopwright/shared/errors';
import type { AccessClaims, AccessTokens } from './tokens';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AccessClaims;
  }
}

/** Reads the bearer token; no token is the fixed 401 the storefront reacts to (README, API conventions), a bad one gets its own detail. */
export function requireUser(tokens: AccessTokens) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    if (!header || header.trim() === '') throw new AppError(401, 'NOT_AUTHENTICATED', NOT_AUTHENTICATED_DETAIL);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new AppError(401, 'INVALID_TOKEN', INVALID_TOKEN_DETAIL);
    request.auth = await tokens.verify(match[1]!);
  };
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
