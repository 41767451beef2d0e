import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORBIDDEN_DETAIL, NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { authOf, requireAdmin } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { findUserById } from '../auth/auth.repo';
import { apiTokenOf, authenticateApiToken } from '../integrations/api-token-guard';

/**
 * `requireAdmin`, then the account itself must still be an active admin: an access token keeps
 * its role for up to 15 minutes, and a demoted admin must lose the admin area at once.
 * An API token (`Bearer swt_…`) is checked by its own module, within its scopes.
 */
export function adminGuard(ctx: AppContext) {
  const tokenIsAdmin = requireAdmin(ctx.tokens);
  return async function ensureAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const apiToken = apiTokenOf(request);
    if (apiToken) return authenticateApiToken(ctx, request, apiToken);
    await tokenIsAdmin(request, reply);
    const user = await findUserById(ctx.db, authOf(request).userId);
    if (!user || user.deleted_at || user.is_blocked) throw new AppError(401, 'NOT_AUTHENTICATED', NOT_AUTHENTICATED_DETAIL);
    if (user.role !== 'admin') throw new AppError(403, 'FORBIDDEN', FORBIDDEN_DETAIL);
  };
}
