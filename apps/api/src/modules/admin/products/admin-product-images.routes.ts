import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  AdminProductImageListSchema as ImageListSchema,
  IdParamsSchema,
  ImageOrderSchema,
  ImageParamsSchema,
  PRODUCT_LIMITS,
} from '@shopwright/shared/admin';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import type { AppContext } from '../../../context';
import { authOf } from '../../../lib/auth-guard';
import { fieldError } from '../../../lib/errors';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin.schemas';
import * as images from './admin-product-images.service';
import { readUpload } from './multipart-upload';

export async function adminProductImagesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: products'];
  const security = ADMIN_SECURITY;

  app.post(
    '/admin/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Add a picture (multipart/form-data: `file`, optional `alt` sent before it)',
        description:
          'JPEG, PNG, WebP, GIF or AVIF, recognised by content; at most 8 MB (413) and 40 million pixels (400). ' +
          'Stored as WebP in three sizes. Answers the product’s pictures in order.',
        security,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 201: ImageListSchema, ...ADMIN_ERRORS, 413: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, { maxBytes: PRODUCT_LIMITS.imageBytes, missing: M.imageMissing, tooLarge: M.imageTooLarge });
      const alt = upload.fields.alt;
      if (alt !== undefined && alt.length > 200) throw fieldError('alt', M.altTooLong);
      const list = await images.addImage(ctx, authOf(request).userId, request.params.id, upload.data, alt);
      return reply.status(201).send(list);
    },
  );

  app.delete(
    '/admin/products/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Remove a picture; answers the remaining ones in order',
        security,
        params: ImageParamsSchema,
        response: { 200: ImageListSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => images.removeImage(ctx, authOf(request).userId, request.params.id, request.params.imageId),
  );

  app.put(
    '/admin/products/:id/images/order',
    {
      schema: {
        tags,
        summary: 'Put the pictures in a new order (the first is the cover)',
        security,
        params: IdParamsSchema,
        body: ImageOrderSchema,
        response: { 200: ImageListSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => images.reorderImages(ctx, authOf(request).userId, request.params.id, request.body.image_ids),
  );
}
