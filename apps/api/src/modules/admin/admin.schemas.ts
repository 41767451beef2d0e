import { ErrorBodySchema } from '@shopwright/shared/errors';

/** The error answers every admin route may give. */
export const ADMIN_ERRORS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export const ADMIN_SECURITY = [{ bearer: [] }];
