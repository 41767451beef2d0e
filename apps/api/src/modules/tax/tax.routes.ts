import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@shopwright/shared/admin';
import {
  CodeSchema,
  TaxCategoryInputSchema,
  TaxCategoryPatchSchema,
  TaxCategorySchema,
  TaxRateInputSchema,
  TaxRatePatchSchema,
  TaxRateSchema,
  ZoneCodeParamsSchema,
  ZoneInputSchema,
  ZonePatchSchema,
  ZoneSchema,
} from '@shopwright/shared/tax';
import type { AppContext } from '../../context';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../lib/auth-guard';
import { ADMIN_ERRORS, ADMIN_SECURITY } from '../admin/admin.schemas';
import * as tax from './tax.service';

const security = ADMIN_SECURITY;
const CodeParamsSchema = z.object({ code: CodeSchema });
const actor = (request: FastifyRequest) => authOf(request).userId;

/** `/api/admin/zones`, `tax-categories` and `tax-rates`: where the shop charges which tax (admins, or API tokens with `settings:write`). */
export async function taxRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const zones = { tags: ['admin: taxes'], security };
  app.get(
    '/admin/zones',
    { schema: { ...zones, summary: 'Zones: countries, regions and postcodes', response: { 200: z.array(ZoneSchema), ...ADMIN_ERRORS } } },
    async () => tax.listZones(ctx),
  );
  app.post(
    '/admin/zones',
    { schema: { ...zones, summary: 'Create a zone', body: ZoneInputSchema, response: { 201: ZoneSchema, ...ADMIN_ERRORS } } },
    async (request, reply) => reply.status(201).send(await tax.createZone(ctx, actor(request), request.body)),
  );
  app.get(
    '/admin/zones/:code',
    { schema: { ...zones, summary: 'A zone', params: ZoneCodeParamsSchema, response: { 200: ZoneSchema, ...ADMIN_ERRORS } } },
    async (request) => tax.getZone(ctx, request.params.code),
  );
  app.patch(
    '/admin/zones/:code',
    {
      schema: {
        ...zones,
        summary: 'Change a zone (members are replaced as a whole)',
        params: ZoneCodeParamsSchema,
        body: ZonePatchSchema,
        response: { 200: ZoneSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => tax.updateZone(ctx, actor(request), request.params.code, request.body),
  );
  app.delete(
    '/admin/zones/:code',
    {
      schema: {
        ...zones,
        summary: 'Delete a zone; one used by a tax rate or a shipping method is a 409 ZONE_IN_USE',
        params: ZoneCodeParamsSchema,
        response: { 204: z.null(), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      await tax.deleteZone(ctx, actor(request), request.params.code);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/tax-categories',
    {
      schema: {
        ...zones,
        summary: 'Tax categories (standard always exists)',
        response: { 200: z.array(TaxCategorySchema), ...ADMIN_ERRORS },
      },
    },
    async () => tax.listCategories(ctx),
  );
  app.post(
    '/admin/tax-categories',
    {
      schema: {
        ...zones,
        summary: 'Create a tax category',
        body: TaxCategoryInputSchema,
        response: { 201: TaxCategorySchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await tax.createCategory(ctx, actor(request), request.body)),
  );
  app.patch(
    '/admin/tax-categories/:code',
    {
      schema: {
        ...zones,
        summary: 'Rename a tax category',
        params: CodeParamsSchema,
        body: TaxCategoryPatchSchema,
        response: { 200: TaxCategorySchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => tax.renameCategory(ctx, actor(request), request.params.code, request.body.name),
  );
  app.delete(
    '/admin/tax-categories/:code',
    {
      schema: {
        ...zones,
        summary: 'Delete an unused tax category (409 when products, rates or shipping methods use it)',
        params: CodeParamsSchema,
        response: { 204: z.null(), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      await tax.deleteCategory(ctx, actor(request), request.params.code);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/tax-rates',
    {
      schema: {
        ...zones,
        summary: 'Tax rates per zone and category, with the days they are in force',
        response: { 200: z.array(TaxRateSchema), ...ADMIN_ERRORS },
      },
    },
    async () => tax.listRates(ctx),
  );
  app.post(
    '/admin/tax-rates',
    {
      schema: {
        ...zones,
        summary:
          'Create a rate (percent, up to 3 decimals; dates are inclusive UTC days); overlapping dates for one zone and category are a 400',
        body: TaxRateInputSchema,
        response: { 201: TaxRateSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await tax.createRate(ctx, actor(request), request.body)),
  );
  app.patch(
    '/admin/tax-rates/:id',
    {
      schema: {
        ...zones,
        summary: 'Change a rate (orders keep the rate they were charged)',
        params: IdParamsSchema,
        body: TaxRatePatchSchema,
        response: { 200: TaxRateSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => tax.updateRate(ctx, actor(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/tax-rates/:id',
    { schema: { ...zones, summary: 'Delete a rate', params: IdParamsSchema, response: { 204: z.null(), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      await tax.deleteRate(ctx, actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
