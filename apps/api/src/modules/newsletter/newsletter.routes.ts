import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageSchema } from '@shopwright/shared/auth';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import {
  NEWSLETTER_MESSAGES as M,
  NewsletterPreferenceSchema,
  NewsletterTokenSchema,
  SubscribeSchema,
} from '@shopwright/shared/newsletter';
import type { RateLimitRule } from '../../config';
import type { AppContext } from '../../context';
import { authOf, requireUser } from '../../lib/auth-guard';
import { rateLimitHook } from '../../lib/rate-limit';
import { activeUser } from '../users/users.service';
import * as newsletter from './newsletter.service';

/** Per client address; the resend window already keeps any one inbox from being flooded. */
export const NEWSLETTER_LIMITS = {
  subscribePerIp: { max: 10, timeWindowMs: 10 * 60_000 },
  linkPerIp: { max: 30, timeWindowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

const errors = { 400: ErrorBodySchema, 429: ErrorBodySchema };
const userErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

export async function newsletterRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = requireUser(ctx.tokens);
  const linkLimit = rateLimitHook(app, 'newsletter-link-ip', NEWSLETTER_LIMITS.linkPerIp);

  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address (double opt-in: a confirmation link is mailed)',
        body: SubscribeSchema,
        response: { 200: MessageSchema, ...errors },
      },
      onRequest: rateLimitHook(app, 'newsletter-subscribe-ip', NEWSLETTER_LIMITS.subscribePerIp),
    },
    async (request) => {
      await newsletter.subscribe(ctx, request.body.email, request.lang);
      return { message: M.subscribeReceived };
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the mailed token',
        body: NewsletterTokenSchema,
        response: { 200: MessageSchema, ...errors },
      },
      onRequest: linkLimit,
    },
    async (request) => {
      await newsletter.confirm(ctx, request.body.token);
      return { message: M.confirmed };
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token of a newsletter link',
        body: NewsletterTokenSchema,
        response: { 200: MessageSchema, ...errors },
      },
      onRequest: linkLimit,
    },
    async (request) => {
      await newsletter.unsubscribe(ctx, request.body.token);
      return { message: M.unsubscribed };
    },
  );

  // One-click unsubscribe from the mail client's button (List-Unsubscribe-Post, RFC 8058): a
  // form-encoded POST to the link of the List-Unsubscribe header, token in the path.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/newsletter/unsubscribe/:token',
      {
        schema: {
          tags: ['newsletter'],
          summary: 'One-click unsubscribe (List-Unsubscribe-Post)',
          params: NewsletterTokenSchema,
          response: { 200: MessageSchema, ...errors },
        },
        onRequest: linkLimit,
      },
      async (request) => {
        await newsletter.unsubscribe(ctx, request.params.token);
        return { message: M.unsubscribed };
      },
    );
  });

  app.get(
    '/users/me/newsletter',
    {
      schema: {
        tags: ['account'],
        summary: "Whether the signed-in user's address receives the newsletter",
        security: [{ bearer: [] }],
        response: { 200: NewsletterPreferenceSchema, ...userErrors },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = await activeUser(ctx.db, authOf(request).userId);
      return newsletter.preferenceOf(ctx, user.email);
    },
  );

  app.put(
    '/users/me/newsletter',
    {
      schema: {
        tags: ['account'],
        summary: 'Subscribe or unsubscribe the signed-in user',
        security: [{ bearer: [] }],
        body: NewsletterPreferenceSchema,
        response: { 200: NewsletterPreferenceSchema, ...userErrors },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const user = await activeUser(ctx.db, authOf(request).userId);
      return newsletter.setPreference(ctx, user.email, request.body.subscribed, request.lang);
    },
  );
}
