import type { FastifyRequest } from 'fastify';
import { INVALID_TOKEN_DETAIL } from '@shopwright/shared/errors';
import { API_TOKEN_PREFIX, INTEGRATION_MESSAGES as M, type ApiTokenScope } from '@shopwright/shared/integrations';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { hashOpaqueToken } from '../../lib/tokens';
import { scopeFor } from './api-token-scopes';
import { tokenByHash, touchToken } from './api-tokens.repo';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request came with an API token rather than a signed-in admin. */
    apiToken?: { id: number; scopes: ApiTokenScope[] };
  }
}

/** `last_used_at` is written at most this often per token: a busy integration must not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/** The API token of an `Authorization: Bearer swt_…` header, if that is what it holds. */
export function apiTokenOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1]?.startsWith(API_TOKEN_PREFIX) ? match[1] : undefined;
}

/**
 * Admits a request bearing an API token to the admin API within the token's scopes: unknown or
 * revoked tokens (and tokens whose creating admin lost the admin role) are 401, a route outside
 * the scopes is 403. The request then acts as the admin who created the token (audit entries
 * name them).
 */
export async function authenticateApiToken(ctx: AppContext, request: FastifyRequest, token: string): Promise<void> {
  const row = await tokenByHash(ctx.db, hashOpaqueToken(token));
  if (!row) throw new AppError(401, 'INVALID_TOKEN', INVALID_TOKEN_DETAIL);
  if (row.revoked_at) throw new AppError(401, 'INVALID_TOKEN', M.tokenRevoked);
  if (row.created_by === null || row.role !== 'admin' || Number(row.is_blocked) === 1 || row.deleted_at) {
    throw new AppError(401, 'INVALID_TOKEN', INVALID_TOKEN_DETAIL);
  }
  const scopes = JSON.parse(row.scopes) as ApiTokenScope[];
  const needed = scopeFor(request.method, request.routeOptions.url);
  if (!needed || !scopes.includes(needed)) throw new AppError(403, 'FORBIDDEN', M.outsideScope(needed));
  request.auth = { userId: row.created_by, role: 'admin' };
  request.apiToken = { id: row.id, scopes };
  const now = Date.now();
  if (!row.last_used_at || now - Date.parse(row.last_used_at) >= TOUCH_EVERY_MS)
    await touchToken(ctx.db, row.id, new Date(now).toISOString());
}
