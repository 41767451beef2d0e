import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@shopwright/shared/errors';
import * as admin from '@shopwright/shared/admin';
import * as catalog from '@shopwright/shared/catalog';
import * as orders from '@shopwright/shared/orders';

/** Security schemes the integrations add to the OpenAPI document. */
export const INTEGRATION_SECURITY_SCHEMES = {
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'swt_…',
    description:
      'A server-to-server API token made in /admin (Settings → API tokens) or with POST /api/admin/api-tokens: `Authorization: Bearer swt_…`. ' +
      'It never expires until revoked and reaches the admin routes its scopes open: orders:read (GET /api/admin/orders…), ' +
      'products:read and products:write (/api/admin/products, categories, brands), customers:read (GET /api/admin/customers…); ' +
      'any other route answers 403, a revoked token 401.',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The METRICS_TOKEN of the server (GET /api/metrics); clients on the server itself need none.',
  },
} as const;

/**
 * The main resources as named, reusable component schemas (`#/components/schemas/…`), so typed
 * clients get one type per resource. Registered here rather than in the shared package, which
 * the browsers load too.
 */
const COMPONENTS: Array<[z.ZodType, string]> = [
  [ErrorBodySchema, 'Error'],
  [catalog.ProductListItemSchema, 'ProductSummary'],
  [catalog.ProductDetailSchema, 'Product'],
  [catalog.ProductListSchema, 'ProductPage'],
  [catalog.CategorySchema, 'Category'],
  [catalog.BrandSchema, 'Brand'],
  [orders.OrderSchema, 'Order'],
  [admin.AdminOrderSummarySchema, 'AdminOrderSummary'],
  [admin.AdminOrderDetailSchema, 'AdminOrder'],
  [admin.AdminProductSchema, 'AdminProduct'],
  [admin.AdminProductDetailSchema, 'AdminProductDetail'],
  [admin.AdminCustomerSchema, 'AdminCustomer'],
  [admin.AdminCustomerDetailSchema, 'AdminCustomerDetail'],
];
let registered = false;
function registerComponents() {
  if (registered) return;
  registered = true;
  for (const [schema, id] of COMPONENTS) if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

/** Bodies the route schemas cannot declare because the handlers read them as streams (uploads). */
const UPLOADS: Record<string, { description: string; content: Record<string, unknown> }> = {
  'POST /api/admin/products/{id}/images': {
    description: 'The picture (PNG, JPEG, WebP, GIF or AVIF) and its optional alternative text, sent before the file.',
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: { alt: { type: 'string', maxLength: 200 }, file: { type: 'string', format: 'binary' } },
        },
      },
    },
  },
  'POST /api/admin/products/import': {
    description: "A CSV file with the export's header row, as the body or as the multipart field `file`.",
    content: {
      'text/csv': { schema: { type: 'string' } },
      'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } },
    },
  },
};

const words = (path: string) =>
  path
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[_-]/))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));

/** `GET /api/admin/orders/:orderId` → `getAdminOrdersByOrderId`: stable, unique per method and path. */
export const operationIdOf = (method: string, url: string) => `${method.toLowerCase()}${words(url).join('')}`;

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;

/**
 * Per route: only the JSON API is documented (the storefront, admin and file routes are left
 * out), and every operation gets an operationId, a tag and a summary.
 */
export const openApiTransform: Transform = (input) => {
  registerComponents();
  const out = jsonSchemaTransform(input);
  const schema = { ...(out.schema as Record<string, unknown>) };
  if (!input.url.startsWith('/api/') || input.url.startsWith('/api/docs')) return { ...out, schema: { ...schema, hide: true } };
  const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method);
  schema.operationId ??= operationIdOf(method, input.url);
  schema.tags ??= [input.url.split('/')[2] ?? 'api'];
  schema.summary ??= `${method} ${input.url}`;
  return { ...out, schema };
};

type Operation = { requestBody?: unknown; responses?: Record<string, unknown>; tags?: string[] };

/** The whole document: named components, upload bodies, and the JSON error body as every operation's default answer. */
export const openApiTransformObject: TransformObject = (input) => {
  registerComponents();
  const doc = jsonSchemaTransformObject(input) as {
    paths?: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, unknown> };
    tags?: Array<{ name: string }>;
  };
  const tags = new Set<string>();
  const errorRef = doc.components?.schemas?.Error ? { $ref: '#/components/schemas/Error' } : { type: 'object' };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const upload = UPLOADS[`${method.toUpperCase()} ${path}`];
      if (upload) op.requestBody = { required: true, ...upload };
      for (const tag of op.tags ?? []) tags.add(tag);
      op.responses ??= {};
      op.responses.default ??= {
        description: 'An error: `detail` for people, `code` for programs, `errors` by field',
        content: { 'application/json': { schema: errorRef } },
      };
    }
  }
  doc.tags = [...tags].sort().map((name) => ({ name }));
  return doc as ReturnType<TransformObject>;
};
