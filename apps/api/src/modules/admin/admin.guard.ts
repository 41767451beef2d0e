import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORBIDDEN_DETAIL, NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { authOf, requireAdmin } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { findUserById } from '../auth/auth.repo';

/**
 * `requireAdmin`, then the account itself must still be an active admin: an access token keeps
 * its role for up to 15 minutes, and a demoted admin must lose the admin area at once.
 */
export function adminGuard(ctx: AppContext) {
  const tokenIsAdmin = requireAdmin(ctx.tokens);
  return async function ensureAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await tokenIsAdmin(request, reply);
    const user = await findUserById(ctx.db, authOf(request).userId);
    if (!user || user.deleted_at || user.is_blocked) throw new AppError(401, 'NOT_AUTHENTICATED', NOT_AUTHENTICATED_DETAIL);
    if (user.role !== 'admin') throw new AppError(403, 'FORBIDDEN', FORBIDDEN_DETAIL);
  };
}
