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
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The storefront reacts to this exact text (spec section 8), so the API sends it verbatim. */
export const NOT_AUTHENTICATED_DETAIL = 'Authentication credentials were not provided.';
export const INVALID_TOKEN_DETAIL = 'Your session token is invalid. Please sign in again.';
export const TOKEN_EXPIRED_DETAIL = 'Your session has expired. Please sign in again.';
export const FORBIDDEN_DETAIL = 'You do not have permission to perform this action.';
export const NOT_FOUND_DETAIL = 'Not found.';
export const INTERNAL_ERROR_DETAIL = 'Something went wrong on our side. Please try again later.';
