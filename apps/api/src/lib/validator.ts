import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { withoutControlCharacters } from '@shopwright/shared/text';

/**
 * The zod validator of every route, with the shared control-character check in front: a NUL
 * byte in any text field is a 400 with a field message on both engines, never PostgreSQL's 500.
 */
export const requestValidator: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: withoutControlCharacters(route.schema) });
