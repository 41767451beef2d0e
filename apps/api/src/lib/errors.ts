import type { ErrorCode } from '@shopwright/shared/errors';

/** An expected failure with its HTTP status, stable code and a sentence for people. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
    /** A stable reason beside the code (e.g. why a gift card was refused), answered as `reason`. */
    readonly reason?: string,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new AppError(400, errors ? 'VALIDATION_ERROR' : 'BAD_REQUEST', detail, errors);

/** A single-field validation failure, shaped like the schema errors. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

export const notFound = (detail = 'Not found.') => new AppError(404, 'NOT_FOUND', detail);
export const conflict = (detail: string, code: ErrorCode = 'CONFLICT') => new AppError(409, code, detail);
