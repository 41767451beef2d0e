import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '@shopwright/shared/http';
import type { ErrorType } from '@shopwright/shared/support';
import { ERROR_DEFAULTS } from './error-types';
import { clientT } from '../../lib/i18n';

/** What the error screen knows about a failure. */
export interface ErrorInfo {
  type: ErrorType;
  code: string;
  status: number;
  /** The technical message: shown only in the technical details. */
  message: string;
  /** A sentence safe to show to the shopper (from a 4xx answer), if any. */
  publicMessage?: string;
  details?: string;
}

/** Maps an HTTP status to the screen's type (403 forbidden, 402 payment, 503 maintenance, ...). */
export function typeForStatus(status: number): ErrorType {
  if (status === 403) return 'forbidden';
  if (status === 402) return 'payment';
  if (status === 503) return 'maintenance';
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'server';
  return 'general';
}

function detailOf(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim()) return data;
  if (data && typeof data === 'object') {
    const { detail, message } = data as { detail?: unknown; message?: unknown };
    if (typeof detail === 'string') return detail;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

function codeOf(data: unknown, status: number): string {
  const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : `HTTP_${status}`;
}

/** Turns whatever a route threw into the screen's type, code, status and messages. */
export function describeError(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const detail = detailOf(error.data);
    const type = typeForStatus(error.status);
    const publicMessage = error.status < 500 ? (detail ?? (error.status === 404 ? clientT()('error.notFoundText') : undefined)) : undefined;
    return {
      type,
      code: codeOf(error.data, error.status),
      status: error.status,
      message: detail ?? (error.statusText || ERROR_DEFAULTS.message),
      publicMessage,
    };
  }
  if (error instanceof ApiError) {
    const network = error.status === 0 && error.code === 'NETWORK_ERROR';
    const type = network ? 'network' : typeForStatus(error.status);
    const publicMessage = error.status >= 400 && error.status < 500 ? error.detail : undefined;
    return { type, code: error.code, status: error.status, message: error.detail || ERROR_DEFAULTS.message, publicMessage };
  }
  if (error instanceof Error) {
    return {
      type: 'general',
      code: ERROR_DEFAULTS.code,
      status: ERROR_DEFAULTS.status,
      message: error.message || ERROR_DEFAULTS.message,
      details: error.stack,
    };
  }
  return { type: 'general', ...ERROR_DEFAULTS };
}
