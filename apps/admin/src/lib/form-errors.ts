import type { z } from 'zod';
import { ApiError } from '@shopwright/shared/http';

export type FieldErrors = Record<string, string | undefined>;

/** The first message per field of a failed zod parse, keyed by dotted path ("shipping.standard"). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The API's `errors` (already keyed by dotted path), first message per field. */
export function apiFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || !error.errors) return null;
  return Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]]));
}
