import { z } from 'zod';

/** Scopes an API token may hold; each admin route needs one of them (see api-token-scopes.ts in the API). */
export const API_TOKEN_SCOPES = [
  'orders:read',
  'products:read',
  'products:write',
  'customers:read',
  'settings:write',
  'returns:read',
  'returns:write',
  'credit:read',
  'credit:write',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** Every API token starts with this, so a bearer token is told apart from a user's access token. */
export const API_TOKEN_PREFIX = 'swt_';

export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.paid',
  'order.status_changed',
  'order.refunded',
  'product.updated',
  'stock.low',
  'return.requested',
  'return.approved',
  'return.received',
  'return.refunded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Tries of one delivery before it is given up and its endpoint marked failing. */
export const WEBHOOK_MAX_ATTEMPTS = 6;

export const INTEGRATION_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  scopesRequired: 'Choose at least one scope',
  scopeInvalid: `Scope must be one of ${API_TOKEN_SCOPES.join(', ')}`,
  tokenNotFound: 'API token not found.',
  tokenRevoked: 'This API token was revoked.',
  outsideScope: (scope: string | null) => (scope ? `This API token lacks the ${scope} scope.` : 'API tokens cannot use this route.'),
  urlInvalid: 'URL must be an absolute http:// or https:// address',
  urlPrivate: 'URL must not point to this machine or a private network',
  eventsRequired: 'Choose at least one event',
  eventInvalid: `Event must be one of ${WEBHOOK_EVENTS.join(', ')}`,
  webhookNotFound: 'Webhook not found.',
  deliveryNotFound: 'Delivery not found.',
  updatedSinceInvalid: 'updated_since must be an ISO 8601 date and time, e.g. 2026-01-31T12:00:00Z',
  tokenCreated: 'API token created. Copy it now: it is not shown again.',
  tokenRevokedToast: 'API token revoked.',
  webhookCreated: 'Webhook created. Copy its secret now: it is not shown again.',
  webhookDeleted: 'Webhook deleted.',
  secretRolled: 'New secret made. Copy it now: it is not shown again.',
  resent: 'Delivery queued again.',
} as const;
const M = INTEGRATION_MESSAGES;

export const AUDIT_INTEGRATION_ACTIONS = {
  tokenCreate: 'api_token.create',
  tokenRevoke: 'api_token.revoke',
  webhookCreate: 'webhook.create',
  webhookUpdate: 'webhook.update',
  webhookDelete: 'webhook.delete',
  webhookRollSecret: 'webhook.roll_secret',
  webhookResend: 'webhook.resend',
} as const;

/** `updated_since` of the admin lists polled by integrations: rows changed at or after that time. */
export const UpdatedSinceSchema = z.object({
  updated_since: z.iso
    .datetime({ offset: true, error: M.updatedSinceInvalid })
    .transform((v) => new Date(v).toISOString())
    .optional(),
});

export const ApiTokenInputSchema = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired }).max(100, { error: M.nameTooLong }),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: M.scopeInvalid }), { error: M.scopesRequired })
    .min(1, { error: M.scopesRequired })
    .transform((s) => [...new Set(s)]),
});
export type ApiTokenInput = z.input<typeof ApiTokenInputSchema>;

export const ApiTokenSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(z.enum(API_TOKEN_SCOPES)),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof ApiTokenSchema>;
/** The answer of creating a token: the only time `token` is shown. */
export const NewApiTokenSchema = ApiTokenSchema.extend({ token: z.string() }).meta({ id: 'NewApiToken' });
export type NewApiToken = z.infer<typeof NewApiTokenSchema>;
export const ApiTokenListSchema = z.object({ results: z.array(ApiTokenSchema) });

const WebhookUrlSchema = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(2000, { error: M.urlInvalid })
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: M.urlInvalid },
  );
const EventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: M.eventInvalid }), { error: M.eventsRequired })
  .min(1, { error: M.eventsRequired })
  .transform((e) => [...new Set(e)]);

export const WebhookInputSchema = z.object({ url: WebhookUrlSchema, events: EventsSchema });
export type WebhookInput = z.input<typeof WebhookInputSchema>;
export const WebhookPatchSchema = z.object({ url: WebhookUrlSchema.optional(), events: EventsSchema.optional() });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const WebhookSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    failing: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof WebhookSchema>;
/** Creating a webhook or rolling its secret: the only times `secret` is shown. */
export const WebhookWithSecretSchema = WebhookSchema.extend({ secret: z.string() }).meta({ id: 'WebhookWithSecret' });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecretSchema>;
export const WebhookListSchema = z.object({ results: z.array(WebhookSchema) });

export const WebhookAttemptSchema = z.object({
  attempted_at: z.string(),
  ok: z.boolean(),
  response_code: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});
export const WebhookDeliverySchema = z
  .object({
    id: z.number().int(),
    event_id: z.string(),
    event_type: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    next_attempt_at: z.string().nullable(),
    last_response_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    delivered_at: z.string().nullable(),
    attempt_log: z.array(WebhookAttemptSchema),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = z.object({ results: z.array(WebhookDeliverySchema) });
export const DeliveryParamsSchema = z.object({
  id: z.coerce.number({ error: 'Id must be a number' }).int().min(1).max(2_147_483_647),
  deliveryId: z.coerce.number({ error: 'Id must be a number' }).int().min(1).max(2_147_483_647),
});
