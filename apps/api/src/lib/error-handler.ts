import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { INTERNAL_ERROR_DETAIL, type ErrorBody, type ErrorCode } from '@shopwright/shared/errors';
import { AppError } from './errors';

type ValidationIssue = { instancePath?: string; keyword?: string; message?: string; params?: Record<string, unknown> };

/** Turns schema issues into `{field: [messages]}`, naming unknown fields instead of hiding them. */
function fieldErrors(issues: ValidationIssue[], context: string | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const keys = issue.params?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) add(String(key), `Unknown field: ${String(key)}`);
      continue;
    }
    let message = issue.message ?? 'Invalid value';
    // zod's default type messages read "Invalid input: expected string, received undefined".
    if (/received undefined$/.test(message)) message = 'This field is required';
    add(path || context || 'body', message);
  }
  return errors;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'NOT_AUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Plain-language details for Fastify's own client errors, whose messages name internals. */
function fastifyClientDetail(err: FastifyError, status: number): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty, but JSON was announced.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported; send JSON.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The Content-Length header does not match the body.';
    default:
      if (status === 413) return 'The request body is too large.';
      if (status === 415) return 'This content type is not supported; send JSON.';
      return err.message || 'Bad request.';
  }
}

/** The one place where errors become HTTP answers: `{detail, code, errors?}`, never internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (err instanceof AppError) {
      status = err.statusCode;
      body = { detail: err.detail, code: err.code, ...(err.errors ? { errors: err.errors } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      const errors = fieldErrors(err.validation, err.validationContext);
      const first = Object.values(errors)[0]?.[0] ?? 'Invalid request.';
      body = { detail: first, code: 'VALIDATION_ERROR', errors };
    } else if (isResponseSerializationError(err)) {
      status = 500;
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      body = { detail: INTERNAL_ERROR_DETAIL, code: 'INTERNAL_ERROR' };
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      body = { detail: fastifyClientDetail(err, status), code: STATUS_CODES[status] ?? 'BAD_REQUEST' };
    } else {
      status = 500;
      request.log.error({ err }, 'unhandled error');
      body = { detail: INTERNAL_ERROR_DETAIL, code: 'INTERNAL_ERROR' };
    }
    if (status >= 500) body.request_id = request.id;
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
