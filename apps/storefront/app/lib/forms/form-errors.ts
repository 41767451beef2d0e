import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '@shopwright/shared/http';
import type { BannerMessage } from '../../components/ui/banner';
import { applyServerErrors } from './apply-server-errors';

/** Puts the API's field errors under the inputs; any other failure becomes the form's banner. */
export function formFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): BannerMessage {
  applyServerErrors(error, setError, fields);
  const onField = error instanceof ApiError && fields.some((field) => Boolean(error.errors?.[field]?.length));
  return onField ? null : { kind: 'error', text: errorMessage(error) };
}
