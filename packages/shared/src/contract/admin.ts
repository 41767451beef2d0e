import type {
  AdminBrandSchema,
  AdminCategorySchema,
  AdminCustomerDetailSchema,
  AdminCustomerSchema,
  AdminDiscountDetailSchema,
  AdminDiscountSchema,
  AdminErrorReportDetailSchema,
  AdminErrorReportSchema,
  AdminMailSchema,
  AdminOrderDetailSchema,
  AdminOrderFiltersSchema,
  AdminOrderSummarySchema,
  AdminProductDetailSchema,
  AdminProductImageListSchema,
  AdminProductSchema,
  AdminReviewSchema,
  AdminSubscriberSchema,
  AdminTicketDetailSchema,
  AdminTicketSchema,
  AdminUserSchema,
  AdminVariantListSchema,
  AdminVariantSchema,
  AuditActionListSchema,
  AuditEntrySchema,
  AuditLogQuerySchema,
  BrandInputSchema,
  BrandPatchSchema,
  BulkProductActionSchema,
  BulkProductResultSchema,
  CategoryInputSchema,
  CategoryOrderSchema,
  CategoryPatchSchema,
  CategoryReportSchema,
  CreateAdminSchema,
  CustomerListQuerySchema,
  CustomerReportSchema,
  MarketReportSchema,
  CustomerSummarySchema,
  DashboardSchema,
  DiscountFiltersSchema,
  DiscountInputSchema,
  DiscountPatchSchema,
  DiscountUsageSchema,
  ErrorReportFiltersSchema,
  ErrorReportUpdateSchema,
  IdParamsSchema,
  ImageOrderSchema,
  ImageParamsSchema,
  ImportResultSchema,
  MailFiltersSchema,
  NewsletterAudienceSchema,
  NewsletterCampaignDetailSchema,
  NewsletterCampaignSchema,
  OrderActionInputSchema,
  OrderNoteInputSchema,
  PageQuerySchema,
  PayLaterFiltersSchema,
  PayLaterPage,
  ProductFiltersSchema,
  ProductInputSchema,
  ProductPatchSchema,
  ProductReportSchema,
  PromoteAdminSchema,
  RefundInputSchema,
  ReportQuerySchema,
  SalesReportSchema,
  SendNewsletterSchema,
  StockMovementSchema,
  SubscriberFiltersSchema,
  SupportSummarySchema,
  TicketFiltersSchema,
  TicketNoteSchema,
  TicketReplySchema,
  TicketStatusUpdateSchema,
  TransactionFiltersSchema,
  TransactionPage,
  VariantBulkSchema,
  VariantParamsSchema,
  VariantPatchSchema,
} from '../admin/index';
import type { LoginSchema, LogoutSchema, MessageSchema, TokenPairSchema } from '../auth/index';
import type { StripeStatusSchema } from '../checkout/index';
import type {
  AdminGiftCardDetailSchema,
  AdminGiftCardSchema,
  GiftCardBulkQuerySchema,
  GiftCardBulkResultSchema,
  GiftCardBulkSchema,
  GiftCardFiltersSchema,
  GiftCardInputSchema,
  GiftCardIssuedSchema,
  GiftCardPatchSchema,
  StoreCreditAdjustSchema,
  StoreCreditQuerySchema,
  StoreCreditSummarySchema,
} from '../credit/index';
import type {
  ApiTokenInputSchema,
  ApiTokenListSchema,
  DeliveryParamsSchema,
  NewApiTokenSchema,
  WebhookDeliveryListSchema,
  WebhookInputSchema,
  WebhookListSchema,
  WebhookWithSecretSchema,
} from '../integrations/index';
import type {
  FixedPriceSchema,
  FixedPricesInputSchema,
  MarketCodeParamsSchema,
  MarketInputSchema,
  MarketPatchSchema,
  MarketSchema,
} from '../markets/index';
import type { OrderKeyParamsSchema } from '../orders/index';
import type {
  AdminReturnDetailSchema,
  AdminReturnFiltersSchema,
  AdminReturnSummarySchema,
  ReturnActionInputSchema,
  ReturnCountsSchema,
} from '../returns/index';
import type { AdminShopSettingsSchema, ShopSettingsInputSchema, ShopSettingsPatchSchema, ShopSettingsSchema } from '../settings/index';
import type {
  ShippingMethodInputSchema,
  ShippingMethodPatchSchema,
  ShippingMethodSchema,
  TaxCategoryInputSchema,
  TaxCategoryPatchSchema,
  TaxCategorySchema,
  TaxRateInputSchema,
  TaxRatePatchSchema,
  TaxRateSchema,
  TaxReportQuerySchema,
  TaxReportSchema,
  ZoneCodeParamsSchema,
  ZoneInputSchema,
  ZonePatchSchema,
  ZoneSchema,
} from '../tax/index';
import type { ProfileSchema } from '../users/index';
import { endpoint, type ContractOf } from './define';
import type { In, Out, PageOut, ParamsOf, QueryOf } from './schema-types';

type Id = { params: ParamsOf<typeof IdParamsSchema> };
type OrderKey = { params: ParamsOf<typeof OrderKeyParamsSchema> };
type Paged = { query: QueryOf<typeof PageQuerySchema> };
type ZoneCode = { params: ParamsOf<typeof ZoneCodeParamsSchema> };
type MarketCode = { params: ParamsOf<typeof MarketCodeParamsSchema> };
/** A tax category's or a shipping method's code in the path (each route declares its own `{ code }` schema). */
type Code = { params: { code: string } };
/** A `DELETE` answering 204, or a `202 Queued` with no body. */
type NoContent = { response: null };

/**
 * Every JSON call the admin app makes: `'METHOD path'` (`:name` as the API names its path parameters)
 * -> what it sends and gets, read off the zod schemas of each route. The admin's `call` and `bareCall`
 * (apps/admin/src/lib/api.ts) accept only these keys; a test checks each against the OpenAPI document.
 */
export const adminEndpoints = {
  // Session
  'POST auth/login': endpoint<{ body: In<typeof LoginSchema>; response: Out<typeof TokenPairSchema> }>(),
  'POST auth/logout': endpoint<{ body: In<typeof LogoutSchema>; response: Out<typeof MessageSchema> }>(),
  'GET users/me': endpoint<{ response: Out<typeof ProfileSchema> }>(),

  // Settings and integrations
  'GET settings': endpoint<{ response: Out<typeof ShopSettingsSchema> }>(),
  'GET admin/settings': endpoint<{ response: Out<typeof AdminShopSettingsSchema> }>(),
  'PUT admin/settings': endpoint<{ body: In<typeof ShopSettingsInputSchema>; response: Out<typeof AdminShopSettingsSchema> }>(),
  'PATCH admin/settings': endpoint<{ body: In<typeof ShopSettingsPatchSchema>; response: Out<typeof AdminShopSettingsSchema> }>(),
  'GET admin/payments/stripe': endpoint<{ response: Out<typeof StripeStatusSchema> }>(),
  'GET admin/api-tokens': endpoint<{ response: Out<typeof ApiTokenListSchema> }>(),
  'POST admin/api-tokens': endpoint<{ body: In<typeof ApiTokenInputSchema>; response: Out<typeof NewApiTokenSchema> }>(),
  'DELETE admin/api-tokens/:id': endpoint<Id & NoContent>(),
  'GET admin/webhooks': endpoint<{ response: Out<typeof WebhookListSchema> }>(),
  'POST admin/webhooks': endpoint<{ body: In<typeof WebhookInputSchema>; response: Out<typeof WebhookWithSecretSchema> }>(),
  'DELETE admin/webhooks/:id': endpoint<Id & NoContent>(),
  'POST admin/webhooks/:id/roll-secret': endpoint<Id & { response: Out<typeof WebhookWithSecretSchema> }>(),
  'GET admin/webhooks/:id/deliveries': endpoint<Id & { response: Out<typeof WebhookDeliveryListSchema> }>(),
  'POST admin/webhooks/:id/deliveries/:deliveryId/resend': endpoint<{ params: ParamsOf<typeof DeliveryParamsSchema> } & NoContent>(),
  'GET admin/users': endpoint<Paged & { response: PageOut<typeof AdminUserSchema> }>(),
  'POST admin/users': endpoint<{ body: In<typeof CreateAdminSchema>; response: Out<typeof AdminUserSchema> }>(),
  'POST admin/users/promote': endpoint<{ body: In<typeof PromoteAdminSchema>; response: Out<typeof AdminUserSchema> }>(),
  'POST admin/users/:id/demote': endpoint<Id & { response: Out<typeof AdminUserSchema> }>(),
  'GET admin/audit-log': endpoint<{ query: QueryOf<typeof AuditLogQuerySchema>; response: PageOut<typeof AuditEntrySchema> }>(),
  'GET admin/audit-log/actions': endpoint<{ response: Out<typeof AuditActionListSchema> }>(),

  // Taxes and shipping by destination
  'GET admin/zones': endpoint<{ response: Out<typeof ZoneSchema>[] }>(),
  'POST admin/zones': endpoint<{ body: In<typeof ZoneInputSchema>; response: Out<typeof ZoneSchema> }>(),
  'GET admin/zones/:code': endpoint<ZoneCode & { response: Out<typeof ZoneSchema> }>(),
  'PATCH admin/zones/:code': endpoint<ZoneCode & { body: In<typeof ZonePatchSchema>; response: Out<typeof ZoneSchema> }>(),
  'DELETE admin/zones/:code': endpoint<ZoneCode & NoContent>(),
  'GET admin/tax-categories': endpoint<{ response: Out<typeof TaxCategorySchema>[] }>(),
  'POST admin/tax-categories': endpoint<{ body: In<typeof TaxCategoryInputSchema>; response: Out<typeof TaxCategorySchema> }>(),
  'PATCH admin/tax-categories/:code': endpoint<
    Code & { body: In<typeof TaxCategoryPatchSchema>; response: Out<typeof TaxCategorySchema> }
  >(),
  'DELETE admin/tax-categories/:code': endpoint<Code & NoContent>(),
  'GET admin/tax-rates': endpoint<{ response: Out<typeof TaxRateSchema>[] }>(),
  'POST admin/tax-rates': endpoint<{ body: In<typeof TaxRateInputSchema>; response: Out<typeof TaxRateSchema> }>(),
  'PATCH admin/tax-rates/:id': endpoint<Id & { body: In<typeof TaxRatePatchSchema>; response: Out<typeof TaxRateSchema> }>(),
  'DELETE admin/tax-rates/:id': endpoint<Id & NoContent>(),
  'GET admin/shipping-methods': endpoint<{ response: Out<typeof ShippingMethodSchema>[] }>(),
  'POST admin/shipping-methods': endpoint<{ body: In<typeof ShippingMethodInputSchema>; response: Out<typeof ShippingMethodSchema> }>(),
  'GET admin/shipping-methods/:code': endpoint<Code & { response: Out<typeof ShippingMethodSchema> }>(),
  'PATCH admin/shipping-methods/:code': endpoint<
    Code & { body: In<typeof ShippingMethodPatchSchema>; response: Out<typeof ShippingMethodSchema> }
  >(),
  'DELETE admin/shipping-methods/:code': endpoint<Code & NoContent>(),

  // Markets: countries served in one currency and some languages (ADR 027)
  'GET admin/markets': endpoint<{ response: Out<typeof MarketSchema>[] }>(),
  'POST admin/markets': endpoint<{ body: In<typeof MarketInputSchema>; response: Out<typeof MarketSchema> }>(),
  'GET admin/markets/:code': endpoint<MarketCode & { response: Out<typeof MarketSchema> }>(),
  'PATCH admin/markets/:code': endpoint<MarketCode & { body: In<typeof MarketPatchSchema>; response: Out<typeof MarketSchema> }>(),
  'DELETE admin/markets/:code': endpoint<MarketCode & NoContent>(),

  // Customers
  'GET admin/customers': endpoint<{ query: QueryOf<typeof CustomerListQuerySchema>; response: PageOut<typeof AdminCustomerSchema> }>(),
  'GET admin/customers/summary': endpoint<{ response: Out<typeof CustomerSummarySchema> }>(),
  'GET admin/customers/:id': endpoint<Id & { response: Out<typeof AdminCustomerDetailSchema> }>(),
  'POST admin/customers/:id/block': endpoint<Id & { response: Out<typeof AdminCustomerDetailSchema> }>(),
  'POST admin/customers/:id/unblock': endpoint<Id & { response: Out<typeof AdminCustomerDetailSchema> }>(),
  'GET admin/customers/:id/store-credit': endpoint<
    Id & { query: QueryOf<typeof StoreCreditQuerySchema>; response: Out<typeof StoreCreditSummarySchema> }
  >(),
  'POST admin/customers/:id/store-credit': endpoint<
    Id & { body: In<typeof StoreCreditAdjustSchema>; response: Out<typeof StoreCreditSummarySchema> }
  >(),

  // Gift cards (the full code is answered only when a card is issued)
  'GET admin/gift-cards': endpoint<{
    query: QueryOf<typeof PageQuerySchema> & QueryOf<typeof GiftCardFiltersSchema>;
    response: PageOut<typeof AdminGiftCardSchema>;
  }>(),
  'POST admin/gift-cards': endpoint<{ body: In<typeof GiftCardInputSchema>; response: Out<typeof GiftCardIssuedSchema> }>(),
  'POST admin/gift-cards/bulk': endpoint<{
    query: QueryOf<typeof GiftCardBulkQuerySchema>;
    body: In<typeof GiftCardBulkSchema>;
    response: Out<typeof GiftCardBulkResultSchema>;
  }>(),
  'GET admin/gift-cards/:id': endpoint<Id & { response: Out<typeof AdminGiftCardDetailSchema> }>(),
  'PATCH admin/gift-cards/:id': endpoint<Id & { body: In<typeof GiftCardPatchSchema>; response: Out<typeof AdminGiftCardDetailSchema> }>(),

  // Orders and pay later
  'GET admin/orders': endpoint<{
    query: QueryOf<typeof PageQuerySchema> & QueryOf<typeof AdminOrderFiltersSchema>;
    response: PageOut<typeof AdminOrderSummarySchema>;
  }>(),
  'GET admin/orders/:orderId': endpoint<OrderKey & { response: Out<typeof AdminOrderDetailSchema> }>(),
  'POST admin/orders/:orderId/actions': endpoint<
    OrderKey & { body: In<typeof OrderActionInputSchema>; response: Out<typeof AdminOrderDetailSchema> }
  >(),
  'POST admin/orders/:orderId/refunds': endpoint<
    OrderKey & { body: In<typeof RefundInputSchema>; response: Out<typeof AdminOrderDetailSchema> }
  >(),
  'POST admin/orders/:orderId/notes': endpoint<
    OrderKey & { body: In<typeof OrderNoteInputSchema>; response: Out<typeof AdminOrderDetailSchema> }
  >(),
  // The route's schema is `pageOf(PayLaterOrderSchema).extend(PayLaterTotalsSchema.shape)`, whose output PayLaterPage is.
  'GET admin/pay-later': endpoint<{
    query: QueryOf<typeof PageQuerySchema> & QueryOf<typeof PayLaterFiltersSchema>;
    response: PayLaterPage;
  }>(),
  'POST admin/pay-later/:orderId/mark-paid': endpoint<OrderKey & { response: Out<typeof AdminOrderDetailSchema> }>(),
  'POST admin/pay-later/:orderId/remind': endpoint<OrderKey & { response: Out<typeof AdminOrderDetailSchema> }>(),

  // Returns and exchanges (`:id` is a return's id or its number, R-…)
  'GET admin/returns': endpoint<{
    query: QueryOf<typeof PageQuerySchema> & QueryOf<typeof AdminReturnFiltersSchema>;
    response: PageOut<typeof AdminReturnSummarySchema>;
  }>(),
  'GET admin/returns/counts': endpoint<{ response: Out<typeof ReturnCountsSchema> }>(),
  'GET admin/returns/:id': endpoint<{ params: { id: number | string }; response: Out<typeof AdminReturnDetailSchema> }>(),
  'POST admin/returns/:id/actions': endpoint<{
    params: { id: number | string };
    body: In<typeof ReturnActionInputSchema>;
    response: Out<typeof AdminReturnDetailSchema>;
  }>(),

  // Products, pictures, variants, taxonomy
  'GET admin/products': endpoint<{
    query: QueryOf<typeof PageQuerySchema> & QueryOf<typeof ProductFiltersSchema>;
    response: PageOut<typeof AdminProductSchema>;
  }>(),
  'POST admin/products': endpoint<{ body: In<typeof ProductInputSchema>; response: Out<typeof AdminProductDetailSchema> }>(),
  'POST admin/products/bulk': endpoint<{ body: In<typeof BulkProductActionSchema>; response: Out<typeof BulkProductResultSchema> }>(),
  'POST admin/products/import': endpoint<{ response: Out<typeof ImportResultSchema> }>(),
  'GET admin/products/:id': endpoint<Id & { response: Out<typeof AdminProductDetailSchema> }>(),
  'PATCH admin/products/:id': endpoint<Id & { body: In<typeof ProductPatchSchema>; response: Out<typeof AdminProductDetailSchema> }>(),
  'DELETE admin/products/:id': endpoint<Id & NoContent>(),
  'GET admin/products/:id/prices': endpoint<Id & { response: Out<typeof FixedPriceSchema>[] }>(),
  'PUT admin/products/:id/prices': endpoint<Id & { body: In<typeof FixedPricesInputSchema>; response: Out<typeof FixedPriceSchema>[] }>(),
  'GET admin/products/:id/stock-history': endpoint<Id & Paged & { response: PageOut<typeof StockMovementSchema> }>(),
  'GET admin/products/:id/reviews': endpoint<Id & Paged & { response: PageOut<typeof AdminReviewSchema> }>(),
  'DELETE admin/reviews/:id': endpoint<Id & NoContent>(),
  'POST admin/products/:id/images': endpoint<Id & { response: Out<typeof AdminProductImageListSchema> }>(),
  'DELETE admin/products/:id/images/:imageId': endpoint<{
    params: ParamsOf<typeof ImageParamsSchema>;
    response: Out<typeof AdminProductImageListSchema>;
  }>(),
  'PUT admin/products/:id/images/order': endpoint<
    Id & { body: In<typeof ImageOrderSchema>; response: Out<typeof AdminProductImageListSchema> }
  >(),
  'GET admin/products/:id/variants': endpoint<Id & { response: Out<typeof AdminVariantListSchema> }>(),
  'PATCH admin/products/:id/variants/:variantId': endpoint<{
    params: ParamsOf<typeof VariantParamsSchema>;
    body: In<typeof VariantPatchSchema>;
    response: Out<typeof AdminVariantSchema>;
  }>(),
  'POST admin/products/:id/variants/bulk': endpoint<
    Id & { body: In<typeof VariantBulkSchema>; response: Out<typeof AdminVariantListSchema> }
  >(),
  'GET admin/categories': endpoint<{ response: Out<typeof AdminCategorySchema>[] }>(),
  'POST admin/categories': endpoint<{ body: In<typeof CategoryInputSchema>; response: Out<typeof AdminCategorySchema> }>(),
  'PUT admin/categories/order': endpoint<{ body: In<typeof CategoryOrderSchema>; response: Out<typeof AdminCategorySchema>[] }>(),
  'PATCH admin/categories/:id': endpoint<Id & { body: In<typeof CategoryPatchSchema>; response: Out<typeof AdminCategorySchema> }>(),
  'DELETE admin/categories/:id': endpoint<Id & NoContent>(),
  'GET admin/brands': endpoint<{ response: Out<typeof AdminBrandSchema>[] }>(),
  'POST admin/brands': endpoint<{ body: In<typeof BrandInputSchema>; response: Out<typeof AdminBrandSchema> }>(),
  'PATCH admin/brands/:id': endpoint<Id & { body: In<typeof BrandPatchSchema>; response: Out<typeof AdminBrandSchema> }>(),
  'DELETE admin/brands/:id': endpoint<Id & NoContent>(),

  // Marketing
  'GET admin/discounts': endpoint<{
    query: QueryOf<typeof PageQuerySchema> & QueryOf<typeof DiscountFiltersSchema>;
    response: PageOut<typeof AdminDiscountSchema>;
  }>(),
  'POST admin/discounts': endpoint<{ body: In<typeof DiscountInputSchema>; response: Out<typeof AdminDiscountDetailSchema> }>(),
  'GET admin/discounts/:id': endpoint<Id & { response: Out<typeof AdminDiscountDetailSchema> }>(),
  'PATCH admin/discounts/:id': endpoint<Id & { body: In<typeof DiscountPatchSchema>; response: Out<typeof AdminDiscountDetailSchema> }>(),
  'POST admin/discounts/:id/deactivate': endpoint<Id & { response: Out<typeof AdminDiscountDetailSchema> }>(),
  'POST admin/discounts/:id/reactivate': endpoint<Id & { response: Out<typeof AdminDiscountDetailSchema> }>(),
  'GET admin/discounts/:id/usages': endpoint<Id & Paged & { response: PageOut<typeof DiscountUsageSchema> }>(),
  'GET admin/newsletter/summary': endpoint<{ response: Out<typeof NewsletterAudienceSchema> }>(),
  'GET admin/newsletter/subscribers': endpoint<{
    query: QueryOf<typeof PageQuerySchema> & QueryOf<typeof SubscriberFiltersSchema>;
    response: PageOut<typeof AdminSubscriberSchema>;
  }>(),
  'POST admin/newsletter/send': endpoint<{ body: In<typeof SendNewsletterSchema>; response: Out<typeof NewsletterCampaignDetailSchema> }>(),
  'GET admin/newsletter/campaigns': endpoint<Paged & { response: PageOut<typeof NewsletterCampaignSchema> }>(),
  'GET admin/newsletter/campaigns/:id': endpoint<Id & { response: Out<typeof NewsletterCampaignDetailSchema> }>(),

  // Support
  'GET admin/mails': endpoint<{
    query: QueryOf<typeof PageQuerySchema> & QueryOf<typeof MailFiltersSchema>;
    response: PageOut<typeof AdminMailSchema>;
  }>(),
  'GET admin/support/summary': endpoint<{ response: Out<typeof SupportSummarySchema> }>(),
  'GET admin/support/tickets': endpoint<{
    query: QueryOf<typeof PageQuerySchema> & QueryOf<typeof TicketFiltersSchema>;
    response: PageOut<typeof AdminTicketSchema>;
  }>(),
  'GET admin/support/tickets/:id': endpoint<Id & { response: Out<typeof AdminTicketDetailSchema> }>(),
  'PATCH admin/support/tickets/:id': endpoint<
    Id & { body: In<typeof TicketStatusUpdateSchema>; response: Out<typeof AdminTicketDetailSchema> }
  >(),
  'POST admin/support/tickets/:id/reply': endpoint<
    Id & { body: In<typeof TicketReplySchema>; response: Out<typeof AdminTicketDetailSchema> }
  >(),
  'POST admin/support/tickets/:id/notes': endpoint<
    Id & { body: In<typeof TicketNoteSchema>; response: Out<typeof AdminTicketDetailSchema> }
  >(),
  'GET admin/support/error-reports': endpoint<{
    query: QueryOf<typeof PageQuerySchema> & QueryOf<typeof ErrorReportFiltersSchema>;
    response: PageOut<typeof AdminErrorReportSchema>;
  }>(),
  'GET admin/support/error-reports/:id': endpoint<Id & { response: Out<typeof AdminErrorReportDetailSchema> }>(),
  'PATCH admin/support/error-reports/:id': endpoint<
    Id & { body: In<typeof ErrorReportUpdateSchema>; response: Out<typeof AdminErrorReportDetailSchema> }
  >(),

  // Reports
  'GET admin/dashboard': endpoint<{ response: Out<typeof DashboardSchema> }>(),
  'GET admin/reports/sales': endpoint<{ query: QueryOf<typeof ReportQuerySchema>; response: Out<typeof SalesReportSchema> }>(),
  'GET admin/reports/categories': endpoint<{ query: QueryOf<typeof ReportQuerySchema>; response: Out<typeof CategoryReportSchema> }>(),
  'GET admin/reports/products': endpoint<{ query: QueryOf<typeof ReportQuerySchema>; response: Out<typeof ProductReportSchema> }>(),
  'GET admin/reports/customers': endpoint<{ query: QueryOf<typeof ReportQuerySchema>; response: Out<typeof CustomerReportSchema> }>(),
  'GET admin/reports/markets': endpoint<{ query: QueryOf<typeof ReportQuerySchema>; response: Out<typeof MarketReportSchema> }>(),
  'GET admin/reports/taxes': endpoint<{ query: QueryOf<typeof TaxReportQuerySchema>; response: Out<typeof TaxReportSchema> }>(),
  // The route's schema is `pageOf(AdminTransactionSchema).extend({ totals, currency })`, whose output TransactionPage is.
  'GET admin/transactions': endpoint<{
    query: QueryOf<typeof PageQuerySchema> & QueryOf<typeof TransactionFiltersSchema>;
    response: TransactionPage;
  }>(),
};

export type AdminContract = ContractOf<typeof adminEndpoints>;

/** A call of the admin contract. */
export type AdminEndpoint = keyof AdminContract & string;
