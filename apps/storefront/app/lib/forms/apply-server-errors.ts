import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@shopwright/shared/http';

/** Puts the API's field errors under the matching inputs. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: ReadonlyArray<Path<T>>) {
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (message) setError(field, { type: 'server', message });
  }
}
