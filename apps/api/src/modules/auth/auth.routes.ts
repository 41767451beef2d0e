import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES as M,
  ForgotPasswordSchema,
  LoginSchema,
  LogoutSchema,
  MessageSchema,
  RefreshTokenSchema,
  RegisterSchema,
  ResetPasswordSchema,
  TokenPairSchema,
} from '@shopwright/shared/auth';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { backoffHook, rateLimitHook } from '../../lib/rate-limit';
import * as auth from './auth.service';
import { statedLanguage } from '../../lib/language';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };
const emailOf = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email?.toLowerCase();

export async function authRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = ctx.config.rateLimits;

  app.post(
    '/auth/register',
    {
      schema: { tags: ['auth'], summary: 'Create a customer account', body: RegisterSchema, response: { 201: MessageSchema, ...errors } },
      onRequest: rateLimitHook(app, 'register-ip', limits.registerPerIp),
    },
    async (request, reply) => {
      const { message } = await auth.register(ctx, request.body, request.lang);
      return reply.status(201).send({ message });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in: returns an access and a refresh token',
        body: LoginSchema,
        response: { 200: TokenPairSchema, ...errors },
      },
      onRequest: rateLimitHook(app, 'login-ip', limits.loginPerIp),
      // Per e-mail and address a limit; per e-mail alone only a back-off (ADR 007).
      preHandler: [
        rateLimitHook(app, 'login-email-ip', limits.loginPerEmailAndIp, (request) => `${emailOf(request)}|${request.ip}`),
        backoffHook(app, 'login-email', limits.loginBackoffPerEmail, emailOf),
      ],
    },
    async (request) => auth.login(ctx, request.body, statedLanguage(request)),
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token',
        body: RefreshTokenSchema,
        response: { 200: TokenPairSchema, ...errors },
      },
      onRequest: rateLimitHook(app, 'refresh-ip', limits.refreshPerIp),
    },
    async (request) => auth.refresh(ctx, request.body.refreshToken),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke a refresh token (this session)',
        body: LogoutSchema,
        response: { 200: MessageSchema, ...errors },
      },
      onRequest: rateLimitHook(app, 'refresh-ip', limits.refreshPerIp),
    },
    async (request) => {
      await auth.logout(ctx, request.body.refreshToken);
      return { message: M.loggedOut };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link',
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema, ...errors },
      },
      onRequest: rateLimitHook(app, 'forgot-ip', limits.forgotPerIp),
      preHandler: rateLimitHook(app, 'forgot-email', limits.forgotPerEmail, emailOf),
    },
    async (request) => {
      await auth.forgotPassword(ctx, request.body);
      return { message: M.forgotPasswordSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, ...errors },
      },
      onRequest: rateLimitHook(app, 'reset-ip', limits.resetPerIp),
    },
    async (request) => {
      await auth.resetPassword(ctx, request.body);
      return { message: M.passwordReset };
    },
  );

  app.get(
    '/auth/reset-password/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Tell whether a reset link can still be used',
        params: z.object({ token: z.string().min(1).max(512) }),
        response: { 200: z.object({ valid: z.literal(true) }), ...errors },
      },
      onRequest: rateLimitHook(app, 'reset-ip', limits.resetPerIp),
    },
    async (request) => {
      await auth.checkResetToken(ctx, request.params.token);
      return { valid: true as const };
    },
  );
}
