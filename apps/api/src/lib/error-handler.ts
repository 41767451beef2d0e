import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { INTERNAL_ERROR_DETAIL, type ErrorBody, type ErrorCode } from '@shopwright/shared/errors';
import type { Translator } from '@shopwright/shared/i18n';
import { translator } from '@shopwright/shared/i18n/catalogs';
import { AppError } from './errors';
import { languageOf } from './language';

type ValidationIssue = { instancePath?: string; keyword?: string; message?: string; params?: Record<string, unknown> };

/** Turns schema issues into `{field: [messages]}`, naming unknown fields instead of hiding them. */
function fieldErrors(issues: ValidationIssue[], context: string | undefined, t: Translator): Record<string, string[]> {
  // A map, not an object: fields named like Object.prototype members ("valueOf", "__proto__") are fields too.
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(field, list);
  };
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const keys = issue.params?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) add(String(key), t('error.unknownField', { field: String(key) }));
      continue;
    }
    // The schemas' messages are the catalogs' English texts: said in the request's language.
    let message = issue.message ? t.text(issue.message) : t('error.invalidValue');
    // zod's default type messages read "Invalid input: expected string, received undefined".
    if (/received undefined$/.test(issue.message ?? '')) message = t('error.fieldRequired');
    add(path || context || 'body', message);
  }
  return Object.fromEntries(errors);
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
function fastifyClientDetail(err: FastifyError, status: number, t: Translator): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return t('error.invalidJson');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return t('error.emptyJson');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return t('error.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return t('error.mediaType');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return t('error.contentLength');
    default:
      if (status === 413) return t('error.bodyTooLarge');
      if (status === 415) return t('error.mediaType');
      return err.message ? t.text(err.message) : t('error.badRequest');
  }
}

/** Fastify's answers to addresses it cannot route, which skip the error handler below. */
const FRAMEWORK_ERRORS: Record<string, { status: number; detail: 'error.badUrl' | 'error.urlTooLong' }> = {
  FST_ERR_BAD_URL: { status: 400, detail: 'error.badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'error.urlTooLong' },
};

/**
 * The `frameworkErrors` option of Fastify: a malformed URL (bad percent-encoding, a path
 * segment over 100 characters) is answered in the API's error shape, not Fastify's own
 * (which names its internal error codes).
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = FRAMEWORK_ERRORS[err.code];
  // Before routing: the language comes from the request as it arrived.
  const t = translator(languageOf(request));
  const body: ErrorBody = known
    ? { detail: t(known.detail), code: 'BAD_REQUEST' }
    : { detail: t('error.internal'), code: 'INTERNAL_ERROR' };
  void reply
    .status(known?.status ?? 500)
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Field messages in the request's language (the modules write the catalogs' English texts). */
const saidErrors = (errors: Record<string, string[]>, t: Translator): Record<string, string[]> =>
  t.lang === 'en' ? errors : Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => t.text(m))]));

/**
 * The answer to an error: its status and `{detail, code, errors?}` body, said in the request's
 * language (docs/decisions/028-message-catalogs.md); English exactly as the modules wrote it.
 */
function answerFor(err: FastifyError, request: FastifyRequest): { status: number; body: ErrorBody } {
  const t = translator(request.lang);
  if (err instanceof AppError) {
    return {
      status: err.statusCode,
      body: {
        detail: t.text(err.detail),
        code: err.code,
        ...(err.errors ? { errors: saidErrors(err.errors, t) } : {}),
        ...(err.reason ? { reason: err.reason } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = fieldErrors(err.validation, err.validationContext, t);
    const first = Object.values(errors)[0]?.[0] ?? t('error.invalidRequest');
    return { status: 400, body: { detail: first, code: 'VALIDATION_ERROR', errors } };
  }
  if (isResponseSerializationError(err)) {
    request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
    return { status: 500, body: { detail: t('error.internal'), code: 'INTERNAL_ERROR' } };
  }
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    return {
      status: err.statusCode,
      body: { detail: fastifyClientDetail(err, err.statusCode, t), code: STATUS_CODES[err.statusCode] ?? 'BAD_REQUEST' },
    };
  }
  request.log.error({ err }, 'unhandled error');
  return { status: 500, body: { detail: t('error.internal'), code: 'INTERNAL_ERROR' } };
}

/** The one place where errors become HTTP answers: `{detail, code, errors?}`, never internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let answer: { status: number; body: ErrorBody };
    try {
      answer = answerFor(err, request);
    } catch (failure) {
      // Never Fastify's fallback answer, which would show the message of this second error.
      request.log.error({ err, failure }, 'the error handler failed');
      answer = { status: 500, body: { detail: INTERNAL_ERROR_DETAIL, code: 'INTERNAL_ERROR' } };
    }
    // An answer said in another language depends on the request's Accept-Language.
    if (request.lang !== 'en') void reply.header('vary', 'Accept-Language');
    if (answer.status >= 500) answer.body.request_id = request.id;
    return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });
}
