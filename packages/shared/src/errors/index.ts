import { z } from 'zod';

/** Stable error codes: clients branch on these, never on the human `detail`. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'NOT_AUTHENTICATED',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_BLOCKED',
  'INVALID_REFRESH_TOKEN',
  'INVALID_RESET_TOKEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'ZONE_IN_USE',
  'NO_SHIPPING_METHOD',
  'OUT_OF_STOCK',
  'PAYMENT_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every non-2xx answer of the API. */
export const ErrorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Beside `code`, why exactly (a refused gift card: not_found, expired, disabled, empty, currency). */
  reason: z.string().optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The storefront reacts to this exact text (add to cart opens the login dialog), so the API sends it verbatim. */
export * from './details';
