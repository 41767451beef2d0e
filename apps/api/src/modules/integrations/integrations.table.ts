import type { Generated, Selectable } from 'kysely';

/** Integration tables (migration 0015); owned by modules/integrations. */
export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  /** SHA-256 of the whole token; the token itself is shown once and never stored. */
  token_hash: string;
  /** The first characters (`swt_ab12`), so admins can tell tokens apart. */
  prefix: string;
  /** JSON array of scopes. */
  scopes: string;
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  /** JSON array of event types. */
  events: string;
  secret: string;
  /** 1 once a delivery used up its tries; back to 0 after a delivery succeeds. */
  failing: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** The outbox: one row per event and endpoint, written in the transaction of the change. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  /** The exact JSON body sent (and signed) on every try. */
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  last_response_code: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  attempted_at: string;
  ok: number;
  response_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface IntegrationsTables {
  api_tokens: ApiTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}

export type ApiTokenRow = Selectable<ApiTokensTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
