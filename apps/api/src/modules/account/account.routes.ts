import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES as M,
  AccountExportSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  UpdateProfileSchema,
} from '@shopwright/shared/account';
import { MessageSchema } from '@shopwright/shared/auth';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import { ProfileSchema } from '@shopwright/shared/users';
import type { RateLimitRule } from '../../config';
import type { AppContext } from '../../context';
import { authOf, requireUser } from '../../lib/auth-guard';
import { rateLimitHook } from '../../lib/rate-limit';
import * as account from './account.service';
import { addressesRoutes } from './addresses.routes';

/** Per account: routes that check a password must not become a way to guess it. */
export const ACCOUNT_LIMITS = {
  passwordChecksPerUser: { max: 10, timeWindowMs: 15 * 60_000 },
  profileUpdatesPerUser: { max: 30, timeWindowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };
const security = [{ bearer: [] }];
const userKey = (request: FastifyRequest) => (request.auth ? String(request.auth.userId) : undefined);

export async function accountRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = requireUser(ctx.tokens);
  const passwordLimit = rateLimitHook(app, 'account-password-user', ACCOUNT_LIMITS.passwordChecksPerUser, userKey);

  app.patch(
    '/users/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Change names, username or e-mail (the e-mail needs current_password)',
        security,
        body: UpdateProfileSchema,
        response: { 200: ProfileSchema, ...errors },
      },
      onRequest: authenticate,
      preHandler: rateLimitHook(app, 'account-profile-user', ACCOUNT_LIMITS.profileUpdatesPerUser, userKey),
    },
    async (request) => account.updateProfile(ctx, authOf(request).userId, request.body),
  );

  app.post(
    '/users/me/change-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password; signs out every other device',
        description: "Send this device's refresh token as `refresh_token` to stay signed in here; without it every session ends.",
        security,
        body: ChangePasswordSchema,
        response: { 200: MessageSchema, ...errors },
      },
      onRequest: authenticate,
      preHandler: passwordLimit,
    },
    async (request) => {
      await account.changePassword(ctx, authOf(request).userId, request.body);
      return { message: M.passwordChanged };
    },
  );

  app.post(
    '/users/me/logout-all',
    {
      schema: { tags: ['account'], summary: 'Sign out on all devices', security, response: { 200: MessageSchema, ...errors } },
      onRequest: authenticate,
    },
    async (request) => {
      await account.logoutEverywhere(ctx, authOf(request).userId);
      return { message: M.loggedOutEverywhere };
    },
  );

  app.get(
    '/users/me/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download everything the shop holds about the signed-in user (JSON attachment)',
        security,
        response: { 200: AccountExportSchema, ...errors },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const data = await account.exportAccount(ctx, authOf(request).userId);
      const day = data.exported_at.slice(0, 10);
      reply.header(
        'content-disposition',
        `attachment; filename="${ctx.config.shopName.replace(/[^\w.-]+/g, '-')}-account-data-${day}.json"`,
      );
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/users/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the account and its personal data (password required)',
        security,
        body: DeleteAccountSchema,
        response: { 200: MessageSchema, ...errors },
      },
      onRequest: authenticate,
      preHandler: passwordLimit,
    },
    async (request) => {
      await account.deleteAccount(ctx, authOf(request).userId, request.body.password);
      return { message: M.accountDeleted };
    },
  );

  await app.register(addressesRoutes, { ctx });
}
