import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdempotencyHeadersSchema, PlaceOrderSchema } from '@shopwright/shared/checkout';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import { OrderKeyParamsSchema, OrderListQuerySchema, OrderPageSchema, OrderSchema, type Order } from '@shopwright/shared/orders';
import type { AppContext } from '../../context';
import { authOf, requireUser } from '../../lib/auth-guard';
import { rateLimitHook } from '../../lib/rate-limit';
import { isRefusal, refusalError } from '../../lib/refusal';
import { once, requestHash } from './idempotency';
import { askedLang } from '../../lib/language';
import { sweepEveryMs, sweepPayments, SWEEP_JOB } from './order-sweep';
import * as orders from './orders.service';
import { placeOrder } from './placement';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const security = [{ bearer: [] }];
const tags = ['orders'];

/** Order attempts per shopper: plenty for people, a wall for scripts testing stolen card numbers. */
export const ORDER_ATTEMPTS_LIMIT = { max: 30, timeWindowMs: 10 * 60_000 };

const PLACE_ORDER_DOC = [
  'Needs an `Idempotency-Key` header (a new random key per attempt; 400 without it). Replaying a key returns the first answer',
  '(same status and body), never a second order; the same key with a different body is a 422; a replay while the first request',
  'is still running waits for its answer (409 if it takes too long). The cart is priced again on the server: an empty cart, a',
  'sold-out line, a refused discount code or a total other than `expected_total` is a 409 saying what changed (`errors.cart`,',
  '`errors.discount_code`, `errors.expected_total`). A declined card is a 402 with the reason and changes nothing. A card order',
  'is captured at once (confirmed, paid); a pay-later order is pending and unpaid until staff mark it paid. With Stripe set up,',
  "`payment: {method: 'stripe'}` answers a pending order awaiting payment with `payment_redirect_url`, Stripe Checkout's page.",
  '`gift_cards` (up to 5 codes) pay first, in the order given, then `use_store_credit: true` the shopper’s store credit, then',
  '`payment` the rest (not called when nothing is left); a code that cannot pay is a 409 with `reason` (not_found, expired,',
  'disabled, empty, currency) and `errors.gift_cards`; `payments` lists every payment of the order.',
  'A cart of only gift cards (products of kind `gift_card`) ships nothing: `shipping_method` may be left out (the order has',
  '`none`, shipping 0), and gift-card lines are not taxed; gift cards cannot pay for them (409, reason `not_allowed`). Once the',
  'order is paid, each unit becomes a card mailed to its recipient on `send_on`; its line shows `gift_card` with `sent_at`.',
  '`market` (the primary market without it) must be the cart’s and `currency`, when sent, its currency: otherwise a 409 on',
  '`market` / `currency`; an inactive market is a 409, an unknown one a 400. Prices, discount, shipping and tax are in the',
  'market’s currency (its minor units: JPY has none); the order keeps its market, currency, rate and language (`?lang=` or',
  'Accept-Language, narrowed to the market’s languages) for good.',
].join(' ');

export async function ordersRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireUser(ctx.tokens));
  ctx.jobs.register({ name: SWEEP_JOB, everyMs: sweepEveryMs(ctx.config.orderSettleAfterMs), run: () => sweepPayments(ctx) });

  app.post(
    '/orders',
    {
      schema: {
        tags,
        security,
        summary: "Place an order from the shopper's cart",
        description: PLACE_ORDER_DOC,
        headers: IdempotencyHeadersSchema,
        body: PlaceOrderSchema,
        response: { 201: OrderSchema, 402: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema, ...errors },
      },
      onRequest: rateLimitHook(app, 'orders-user', ORDER_ATTEMPTS_LIMIT, (request) => request.auth && String(request.auth.userId)),
    },
    async (request, reply) => {
      const userId = authOf(request).userId;
      const key = request.headers['idempotency-key'];
      const answer = await once(ctx, userId, key, requestHash(ctx, request.body), async (fresh) => {
        const placed = await placeOrder(ctx, userId, request.body, key, askedLang(request), fresh);
        if (isRefusal(placed)) throw refusalError(placed);
        return { status: 201, body: placed };
      });
      // A replayed answer may be a refusal: its status picks the error schema that serialises it.
      return reply.status(answer.status as 201).send(answer.body as Order);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        security,
        summary: "The shopper's orders, newest first",
        querystring: OrderListQuerySchema,
        response: { 200: OrderPageSchema, ...errors },
      },
    },
    async (request) => orders.listOwnOrders(ctx, authOf(request).userId, request.query),
  );

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags,
        security,
        summary: "One of the shopper's orders, by id or number (SW-100012)",
        description: "Another shopper's order is a 404, exactly like one that does not exist.",
        params: OrderKeyParamsSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => orders.getOwnOrder(ctx, authOf(request).userId, request.params.orderId),
  );

  app.post(
    '/orders/:orderId/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel an order before it ships',
        description: 'Puts the units back in stock, refunds a paid payment and mails the shopper. After shipping it is a 409.',
        params: OrderKeyParamsSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => orders.cancelOwnOrder(ctx, authOf(request).userId, request.params.orderId),
  );
}
