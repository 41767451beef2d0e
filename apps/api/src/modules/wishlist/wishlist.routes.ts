import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CartMarketQuerySchema, ProductIdParamsSchema } from '@shopwright/shared/cart';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import { AddToWishlistSchema, MoveToCartResultSchema, MoveToCartSchema, WishlistSchema } from '@shopwright/shared/wishlist';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import { askedLang } from '../../lib/language';
import { saleMarket } from '../checkout/market';
import { guardActiveAccount } from '../auth/account-guard';
import * as wishlist from './wishlist.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const security = [{ bearer: [] }];
const tags = ['wishlist'];
const description =
  '`?market=` answers the prices in that market with `currency` on each item, and names in the language asked for ' +
  "(`?lang=` or Accept-Language, narrowed to the market's); without it the spec's answer (unknown or inactive market: 400 on `market`).";

/** The signed-in shopper's wishlist; every change answers the updated list. */
export async function wishlistRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  guardActiveAccount(app, ctx);

  app.get(
    '/wishlist',
    {
      schema: {
        tags,
        security,
        summary: 'Saved products that are for sale, newest first',
        description,
        querystring: CartMarketQuerySchema,
        response: { 200: WishlistSchema, ...errors },
      },
    },
    async (request) =>
      wishlist.listWishlist(ctx.db, authOf(request).userId, await saleMarket(ctx, request.query.market, 'field', askedLang(request))),
  );

  app.post(
    '/wishlist',
    {
      schema: {
        tags,
        security,
        summary: 'Save a product (201 when added, 200 when it was already saved)',
        description,
        querystring: CartMarketQuerySchema,
        body: AddToWishlistSchema,
        response: { 200: WishlistSchema, 201: WishlistSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sale = await saleMarket(ctx, request.query.market, 'field', askedLang(request));
      const { created, wishlist: list } = await wishlist.addToWishlist(ctx, authOf(request).userId, request.body.product_id, sale);
      return reply.status(created ? 201 : 200).send(list);
    },
  );

  app.delete(
    '/wishlist/:product_id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a saved product',
        description,
        querystring: CartMarketQuerySchema,
        params: ProductIdParamsSchema,
        response: { 200: WishlistSchema, ...errors },
      },
    },
    async (request) =>
      wishlist.removeFromWishlist(
        ctx,
        authOf(request).userId,
        request.params.product_id,
        await saleMarket(ctx, request.query.market, 'field', askedLang(request)),
      ),
  );

  app.post(
    '/wishlist/:product_id/move-to-cart',
    {
      schema: {
        tags,
        security,
        summary: 'Move a saved product into the cart (one unit)',
        description: 'Optional body {color, size} as for add-to-cart. A refusal (size needed, out of stock) leaves the wishlist as it was.',
        params: ProductIdParamsSchema,
        body: MoveToCartSchema.nullish(),
        response: { 200: MoveToCartResultSchema, ...errors },
      },
    },
    async (request) =>
      wishlist.moveToCart(
        ctx,
        authOf(request).userId,
        request.params.product_id,
        request.body ?? { color: undefined, size: undefined },
        askedLang(request),
      ),
  );
}
