import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { activeAccount, requireAccount } from '../../lib/auth-guard';
import { findUserById } from './auth.repo';

/** `requireAccount` reading the account from this shop's users: the token's check and the account in one read (issue 29). */
export const accountGuard = (ctx: AppContext) => requireAccount(ctx.tokens, (userId) => findUserById(ctx.db, userId));

/**
 * Guards every route of a plugin with the signed-in, active account: read once with the token's
 * check (`onRequest`), and a blocked or deleted account refused (401) after the request's
 * validation (`preHandler`). The route reads it with `accountOf` or its id with `authOf`.
 */
export function guardActiveAccount(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', accountGuard(ctx));
  app.addHook('preHandler', activeAccount);
}
