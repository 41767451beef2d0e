import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CART_MESSAGES as M,
  AddToCartSchema,
  CartLineQuerySchema,
  CartMarketQuerySchema,
  CartSchema,
  ProductIdParamsSchema,
  SetCartQuantitySchema,
} from '@shopwright/shared/cart';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import { authOf } from '../../lib/auth-guard';
import { askedLang } from '../../lib/language';
import { saleMarket } from '../checkout/market';
import { guardActiveAccount } from '../auth/account-guard';
import * as cart from './cart.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const security = [{ bearer: [] }];
const tags = ['cart'];
const answers =
  'Answers the updated cart (as `users/me` `cart`). `?market=` puts the cart in that market (its prices, with `market` and `currency` ' +
  'in the answer); without it the cart is in the primary market (unknown or inactive market: 400 on `market`). Lines are named ' +
  "in the market's language asked for (`?lang=` or Accept-Language, else its default).";

/** The cart calls under `products/` (add-to-cart, cart/{id}, remove-from-cart/{id}, clear-cart: paths clients rely on); the cart itself is read through `GET users/me`. */
export async function cartRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  guardActiveAccount(app, ctx);

  app.post(
    '/products/add-to-cart',
    {
      schema: {
        tags,
        security,
        summary: 'Add units of a product (one by default) to the cart',
        description: `product_id is a string of digits. Without color the product's first colour is taken; a product with sizes
        needs size (400 "${M.chooseSize}"). More than the stock: 409 OUT_OF_STOCK. A gift card (product kind \`gift_card\`) needs
        \`gift_card\` {recipient_name, recipient_email, message (at most 300 characters), send_on (today to a year ahead; none:
        when paid)}; any other product refuses it (400 on the field); another recipient for the same amount is a 409. ${answers}`,
        body: AddToCartSchema,
        querystring: CartMarketQuerySchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) =>
      cart.addToCart(ctx, authOf(request).userId, request.body, await saleMarket(ctx, request.query.market, 'field', askedLang(request))),
  );

  app.patch(
    '/products/cart/:product_id',
    {
      schema: {
        tags,
        security,
        summary: 'Set the quantity of a cart line (0 removes it)',
        description: `color and size pick the line when the product is in the cart more than once. ${answers}`,
        params: ProductIdParamsSchema,
        body: SetCartQuantitySchema,
        querystring: CartMarketQuerySchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) =>
      cart.setCartQuantity(
        ctx,
        authOf(request).userId,
        request.params.product_id,
        request.body,
        await saleMarket(ctx, request.query.market, 'field', askedLang(request)),
      ),
  );

  app.delete(
    '/products/remove-from-cart/:product_id',
    {
      schema: {
        tags,
        security,
        summary: "Remove a product's lines from the cart",
        description: `?color= and ?size= narrow the removal to those lines. ${answers}`,
        params: ProductIdParamsSchema,
        querystring: CartLineQuerySchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => {
      const { market, ...lines } = request.query;
      return cart.removeFromCart(
        ctx,
        authOf(request).userId,
        request.params.product_id,
        lines,
        await saleMarket(ctx, market, 'field', askedLang(request)),
      );
    },
  );

  app.delete(
    '/products/clear-cart',
    {
      schema: {
        tags,
        security,
        summary: 'Empty the cart',
        description: answers,
        querystring: CartMarketQuerySchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) =>
      cart.clearCart(ctx, authOf(request).userId, await saleMarket(ctx, request.query.market, 'field', askedLang(request))),
  );
}
