import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  ImportErrorBodySchema,
  ImportResultSchema,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_LIMITS,
} from '@shopwright/shared/admin';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../../context';
import { authOf } from '../../../lib/auth-guard';
import { sendCsv } from '../../../lib/csv';
import { badRequest } from '../../../lib/errors';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin.schemas';
import { exportProducts } from './admin-products-export.service';
import { importProducts } from './admin-products-import.service';
import { readUpload } from './multipart-upload';

export async function adminProductsCsvRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: products'];
  const security = ADMIN_SECURITY;
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: PRODUCT_LIMITS.importBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/admin/products/export.csv',
    {
      schema: {
        tags,
        summary: `Every product as CSV (${PRODUCT_CSV_COLUMNS.join(', ')}); lists hold one item per line`,
        security,
        produces: ['text/csv'],
        response: { 200: z.string().describe('A CSV file with a header row'), ...ADMIN_ERRORS },
      },
    },
    async (_request, reply) => {
      return sendCsv(reply, await exportProducts(ctx));
    },
  );

  app.post(
    '/admin/products/import',
    {
      schema: {
        tags,
        summary: 'Create or update products by slug from a CSV (text/csv body, or multipart field `file`)',
        description:
          'The columns of the export; `name`, `category` and `price` are required. Every row is checked first: ' +
          'with any problem nothing is written and the 400 lists each one as {line, field, message}.',
        security,
        consumes: ['text/csv', 'text/plain', 'multipart/form-data'],
        response: {
          200: ImportResultSchema,
          ...ADMIN_ERRORS,
          400: z.union([ImportErrorBodySchema, ErrorBodySchema]),
          413: ErrorBodySchema,
        },
      },
      bodyLimit: PRODUCT_LIMITS.importBytes,
    },
    async (request, reply) => {
      let text: string;
      if (request.isMultipart()) {
        const upload = await readUpload(request, {
          maxBytes: PRODUCT_LIMITS.importBytes,
          missing: M.importMissing,
          tooLarge: M.importTooLarge,
        });
        text = upload.data.toString('utf8');
      } else if (typeof request.body === 'string') {
        text = request.body;
      } else {
        throw badRequest(M.importMissing);
      }
      const outcome = await importProducts(ctx, authOf(request).userId, text);
      if (outcome.ok) return outcome.result;
      return reply.status(400).send({
        detail: M.importInvalid(new Set(outcome.errors.map((e) => e.line)).size),
        code: 'VALIDATION_ERROR',
        errors: outcome.errors,
      });
    },
  );
}
