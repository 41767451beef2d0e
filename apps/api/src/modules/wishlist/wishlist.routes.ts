import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProductIdParamsSchema } from '@shopwright/shared/cart';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import { AddToWishlistSchema, MoveToCartResultSchema, MoveToCartSchema, WishlistSchema } from '@shopwright/shared/wishlist';
import type { AppContext } from '../../context';
import { authOf, requireUser } from '../../lib/auth-guard';
import { askedLang } from '../../lib/language';
import { activeUser } from '../users/users.service';
import * as wishlist from './wishlist.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const security = [{ bearer: [] }];
const tags = ['wishlist'];

/** The signed-in shopper's wishlist; every change answers the updated list. */
export async function wishlistRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireUser(ctx.tokens));
  app.addHook('preHandler', async (request) => {
    await activeUser(ctx.db, authOf(request).userId);
  });

  app.get(
    '/wishlist',
    {
      schema: { tags, security, summary: 'Saved products that are for sale, newest first', response: { 200: WishlistSchema, ...errors } },
    },
    async (request) => wishlist.listWishlist(ctx.db, authOf(request).userId),
  );

  app.post(
    '/wishlist',
    {
      schema: {
        tags,
        security,
        summary: 'Save a product (201 when added, 200 when it was already saved)',
        body: AddToWishlistSchema,
        response: { 200: WishlistSchema, 201: WishlistSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, wishlist: list } = await wishlist.addToWishlist(ctx, authOf(request).userId, request.body.product_id);
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
        params: ProductIdParamsSchema,
        response: { 200: WishlistSchema, ...errors },
      },
    },
    async (request) => wishlist.removeFromWishlist(ctx, authOf(request).userId, request.params.product_id),
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
