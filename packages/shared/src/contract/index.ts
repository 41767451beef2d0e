import type { z } from 'zod';
import type {
  AccountExportSchema,
  AddressCreateSchema,
  AddressUpdateSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  SavedAddressListSchema,
  SavedAddressSchema,
  UpdateProfileSchema,
} from '../account/index';
import type {
  ForgotPasswordSchema,
  LoginSchema,
  LogoutSchema,
  MessageSchema,
  RegisterSchema,
  ResetPasswordSchema,
  TokenPairSchema,
} from '../auth/index';
import type { AddToCartSchema, CartLineQuerySchema, CartSchema, SetCartQuantitySchema } from '../cart/index';
import type {
  CategoryListSchema,
  NotifyMeResultSchema,
  NotifyMeSchema,
  ProductDetailSchema,
  ProductListSchema,
  ProductOptionsQuerySchema,
  ProductOptionsSchema,
  ProductQuerySchema,
  ReviewInputSchema,
  ReviewListSchema,
  ReviewQuerySchema,
  ReviewResultSchema,
  SuggestionsSchema,
  SuggestQuerySchema,
} from '../catalog/index';
import type { PaymentOptionsSchema, PlaceOrderSchema, QuoteRequestSchema, QuoteSchema } from '../checkout/index';
import type { NewsletterPreferenceSchema, NewsletterTokenSchema, SubscribeSchema } from '../newsletter/index';
import type { OrderListQuerySchema, OrderPageSchema, OrderSchema } from '../orders/index';
import type { GiftCardBalanceSchema, StoreCreditQuerySchema, StoreCreditSummarySchema } from '../credit/index';
import type { ReturnEligibilitySchema, ReturnListQuerySchema, ReturnPageSchema, ReturnRequestSchema, ReturnSchema } from '../returns/index';
import type { ShippingEstimatesSchema } from '../tax/index';
import type { ShopSettingsSchema } from '../settings/index';
import type { ContactSchema, ErrorReportCreatedSchema, ErrorReportSchema, TicketCreatedSchema } from '../support/index';
import type { ProfileSchema } from '../users/index';
import type { AddToWishlistSchema, MoveToCartResultSchema, MoveToCartSchema, WishlistSchema } from '../wishlist/index';
import { endpoint, type ContractOf } from './define';
// The store credit query coerces its numbers (input `unknown`): QueryOf types them as sent.
import type { QueryOf } from './schema-types';

export { endpoint, type ContractOf } from './define';

/** What a front end sends (before the API's defaults and transforms) and what it gets back. */
type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;
/** A query string is text: each parameter may also be given as the number or flag the API parses it into. */
type Query<S extends z.ZodType> = { [K in keyof In<S>]?: In<S>[K] | Extract<Out<S>[K & keyof Out<S>], number | boolean> };
type Id = { id: number | string };
type ProductIdParam = { product_id: number | string };
type Message = Out<typeof MessageSchema>;

/**
 * Every call the storefront makes: `'METHOD path'` (`:name` for path parameters, named as the API
 * names them) -> what it sends and what it gets, typed from the zod schemas the API validates and
 * serializes with. The storefront's `call` (apps/storefront/app/lib/api.ts) accepts only these keys;
 * a test checks each key is an operation of the OpenAPI document.
 */
export const shopEndpoints = {
  // Catalog
  'GET products': endpoint<{ query: Query<typeof ProductQuerySchema>; response: Out<typeof ProductListSchema> }>(),
  'GET products/:id': endpoint<{ params: Id; response: Out<typeof ProductDetailSchema> }>(),
  'GET products/options': endpoint<{ query: Query<typeof ProductOptionsQuerySchema>; response: Out<typeof ProductOptionsSchema> }>(),
  'GET products/categories': endpoint<{ response: Out<typeof CategoryListSchema> }>(),
  'GET products/search/suggest': endpoint<{ query: Query<typeof SuggestQuerySchema>; response: Out<typeof SuggestionsSchema> }>(),
  'GET products/:id/shipping': endpoint<{ params: Id; response: Out<typeof ShippingEstimatesSchema> }>(),
  'GET products/:id/reviews': endpoint<{ params: Id; query: Query<typeof ReviewQuerySchema>; response: Out<typeof ReviewListSchema> }>(),
  'POST products/:id/reviews': endpoint<{ params: Id; body: In<typeof ReviewInputSchema>; response: Out<typeof ReviewResultSchema> }>(),
  'POST products/:id/notify-me': endpoint<{
    params: Id;
    body: In<typeof NotifyMeSchema> | undefined;
    response: Out<typeof NotifyMeResultSchema>;
  }>(),
  'GET settings': endpoint<{ response: Out<typeof ShopSettingsSchema> }>(),
  // Auth
  'POST auth/register': endpoint<{ body: In<typeof RegisterSchema>; response: Message }>(),
  'POST auth/login': endpoint<{ body: In<typeof LoginSchema>; response: Out<typeof TokenPairSchema> }>(),
  'POST auth/logout': endpoint<{ body: In<typeof LogoutSchema>; response: Message }>(),
  'POST auth/forgot-password': endpoint<{ body: In<typeof ForgotPasswordSchema>; response: Message }>(),
  'POST auth/reset-password': endpoint<{ body: In<typeof ResetPasswordSchema>; response: Message }>(),
  'GET auth/reset-password/:token': endpoint<{ params: { token: string }; response: { valid: true } }>(),
  // Account
  'GET users/me': endpoint<{ response: Out<typeof ProfileSchema> }>(),
  'PATCH users/me': endpoint<{ body: In<typeof UpdateProfileSchema>; response: Out<typeof ProfileSchema> }>(),
  'DELETE users/me': endpoint<{ body: In<typeof DeleteAccountSchema>; response: Message }>(),
  'POST users/me/change-password': endpoint<{ body: In<typeof ChangePasswordSchema>; response: Message }>(),
  'POST users/me/logout-all': endpoint<{ response: Message }>(),
  'GET users/me/export': endpoint<{ response: Out<typeof AccountExportSchema> }>(),
  'GET users/me/addresses': endpoint<{ response: Out<typeof SavedAddressListSchema> }>(),
  'POST users/me/addresses': endpoint<{ body: In<typeof AddressCreateSchema>; response: Out<typeof SavedAddressSchema> }>(),
  'PATCH users/me/addresses/:id': endpoint<{
    params: Id;
    body: In<typeof AddressUpdateSchema>;
    response: Out<typeof SavedAddressSchema>;
  }>(),
  'DELETE users/me/addresses/:id': endpoint<{ params: Id; response: null }>(),
  'GET users/me/newsletter': endpoint<{ response: Out<typeof NewsletterPreferenceSchema> }>(),
  'PUT users/me/newsletter': endpoint<{ body: In<typeof NewsletterPreferenceSchema>; response: Out<typeof NewsletterPreferenceSchema> }>(),
  // Cart: every call answers the whole updated cart
  'POST products/add-to-cart': endpoint<{ body: In<typeof AddToCartSchema>; response: Out<typeof CartSchema> }>(),
  'PATCH products/cart/:product_id': endpoint<{
    params: ProductIdParam;
    body: In<typeof SetCartQuantitySchema>;
    response: Out<typeof CartSchema>;
  }>(),
  'DELETE products/remove-from-cart/:product_id': endpoint<{
    params: ProductIdParam;
    query: Query<typeof CartLineQuerySchema>;
    response: Out<typeof CartSchema>;
  }>(),
  'DELETE products/clear-cart': endpoint<{ response: Out<typeof CartSchema> }>(),
  // Wishlist
  'GET wishlist': endpoint<{ response: Out<typeof WishlistSchema> }>(),
  'POST wishlist': endpoint<{ body: In<typeof AddToWishlistSchema>; response: Out<typeof WishlistSchema> }>(),
  'DELETE wishlist/:product_id': endpoint<{ params: ProductIdParam; response: Out<typeof WishlistSchema> }>(),
  'POST wishlist/:product_id/move-to-cart': endpoint<{
    params: ProductIdParam;
    body: In<typeof MoveToCartSchema> | undefined;
    response: Out<typeof MoveToCartResultSchema>;
  }>(),
  // Checkout and orders
  'POST checkout/quote': endpoint<{ body: In<typeof QuoteRequestSchema>; response: Out<typeof QuoteSchema> }>(),
  'GET payments/options': endpoint<{ response: Out<typeof PaymentOptionsSchema> }>(),
  'POST orders': endpoint<{ body: In<typeof PlaceOrderSchema>; response: Out<typeof OrderSchema> }>(),
  'GET orders': endpoint<{ query: Query<typeof OrderListQuerySchema>; response: Out<typeof OrderPageSchema> }>(),
  'GET orders/:orderId': endpoint<{ params: { orderId: number | string }; response: Out<typeof OrderSchema> }>(),
  'POST orders/:orderId/cancel': endpoint<{ params: { orderId: number | string }; response: Out<typeof OrderSchema> }>(),
  // Returns and exchanges (`:id` is a return's id or its number, R-…)
  'POST orders/:orderId/returns': endpoint<{
    params: { orderId: number | string };
    body: In<typeof ReturnRequestSchema>;
    response: Out<typeof ReturnSchema>;
  }>(),
  'GET orders/:orderId/returns': endpoint<{ params: { orderId: number | string }; response: Out<typeof ReturnEligibilitySchema> }>(),
  'GET returns': endpoint<{ query: Query<typeof ReturnListQuerySchema>; response: Out<typeof ReturnPageSchema> }>(),
  'GET returns/:id': endpoint<{ params: Id; response: Out<typeof ReturnSchema> }>(),
  'POST returns/:id/cancel': endpoint<{ params: Id; response: Out<typeof ReturnSchema> }>(),
  // Store credit and gift cards (the balance call is rate limited; a refused code answers 404 with its `reason`)
  'GET account/store-credit': endpoint<{ query: QueryOf<typeof StoreCreditQuerySchema>; response: Out<typeof StoreCreditSummarySchema> }>(),
  'GET gift-cards/:code/balance': endpoint<{ params: { code: string }; response: Out<typeof GiftCardBalanceSchema> }>(),
  // Support and newsletter
  'POST support/tickets': endpoint<{ body: In<typeof ContactSchema>; response: Out<typeof TicketCreatedSchema> }>(),
  'POST support/error-reports': endpoint<{ body: In<typeof ErrorReportSchema>; response: Out<typeof ErrorReportCreatedSchema> }>(),
  'POST newsletter/subscribe': endpoint<{ body: In<typeof SubscribeSchema>; response: Message }>(),
  'POST newsletter/confirm': endpoint<{ body: In<typeof NewsletterTokenSchema>; response: Message }>(),
  'POST newsletter/unsubscribe': endpoint<{ body: In<typeof NewsletterTokenSchema>; response: Message }>(),
};

export type ShopContract = ContractOf<typeof shopEndpoints>;
