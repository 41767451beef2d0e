import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminEndpoints } from '@shopwright/shared/admin-contract';
import { pageOf } from '@shopwright/shared/admin';
import { shopEndpoints } from '@shopwright/shared/contract';
import { loadSchema, readContract, type ContractEntry, type Part, type PartType, type SchemaRef } from '../../../test/contract-entries';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** `'GET products/:id'` -> `['get', '/api/products/{id}']`, as the OpenAPI document names it. */
const toOperation = (key: string) => {
  const [method, path] = key.split(' ') as [string, string];
  return [method.toLowerCase(), `/api/${path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`] as const;
};

const contractFile = (name: string) => fileURLToPath(new URL(`../../../../../packages/shared/src/contract/${name}`, import.meta.url));
const TABLES = [
  { app: 'storefront', file: contractFile('index.ts'), table: 'shopEndpoints', keys: Object.keys(shopEndpoints) },
  { app: 'admin', file: contractFile('admin.ts'), table: 'adminEndpoints', keys: Object.keys(adminEndpoints) },
];

/**
 * Parts typed by hand, so there is no schema to compare (path parameters typed by hand are not
 * listed: their names are checked against the OpenAPI document below).
 */
const HAND_WRITTEN: Record<string, string> = {
  // Answers `{ valid: true }` or an error.
  'GET auth/reset-password/:token response': '{ valid: true }',
  // `pageOf(PayLaterOrderSchema).extend(PayLaterTotalsSchema.shape)` and `pageOf(AdminTransactionSchema).extend(…)`.
  'GET admin/pay-later response': 'PayLaterPage',
  'GET admin/transactions response': 'TransactionPage',
};

/** The route's schema of a part: params, querystring, body, or the answer of its success status. */
function routeSchema(route: RouteOptions, part: Part): unknown {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  if (part === 'query') return schema.querystring;
  if (part !== 'response') return schema[part];
  const responses = (schema.response ?? {}) as Record<string, unknown>;
  const success = Object.keys(responses)
    .filter((status) => /^2\d\d$/.test(status))
    .sort()[0];
  return success === undefined ? undefined : responses[success];
}

/** JSON Schema of what is answered; a transform's result is left open. */
const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

/**
 * Whether the route's schema is the one a part names: the same object, or one built from the same
 * objects (a page or a list of the named item; a query whose fields are those of the named schemas).
 */
async function isNamed(actual: unknown, refs: SchemaRef[]): Promise<boolean> {
  const named = await Promise.all(refs.map(async (ref) => ({ schema: await loadSchema(ref), wrap: ref.wrap })));
  if (named.length > 1) {
    const fields: Record<string, unknown> = Object.assign({}, ...named.map((n) => (n.schema instanceof z.ZodObject ? n.schema.shape : {})));
    if (!(actual instanceof z.ZodObject)) return false;
    const keys = Object.keys(actual.shape);
    return keys.length === Object.keys(fields).length && keys.every((key) => actual.shape[key] === fields[key]);
  }
  const { schema, wrap } = named[0]!;
  if (wrap === 'array') return actual instanceof z.ZodArray && actual.element === schema;
  if (wrap === 'page') {
    if (!(actual instanceof z.ZodObject)) return false;
    const results: unknown = actual.shape.results;
    return results instanceof z.ZodArray && results.element === schema && isDeepStrictEqual(jsonOf(actual), jsonOf(pageOf(schema)));
  }
  return actual === schema;
}

/** `X.optional()`, `X.nullable()` or `X.nullish()` -> X. */
const required = (schema: unknown): unknown =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodNullable ? required(schema.unwrap()) : schema;

/** Why a part of an entry does not match its route, or null. */
async function mismatch(entry: ContractEntry, part: Part, type: PartType, route: RouteOptions): Promise<string | null> {
  const actual = routeSchema(route, part);
  if (type.kind === 'hand-written') {
    if (part === 'params' || HAND_WRITTEN[`${entry.key} ${part}`] === type.text) return null;
    return `${part} is typed by hand (${type.text}): name the route's schema`;
  }
  if (!(actual instanceof z.ZodType)) return `${part}: the route declares no schema`;
  // `z.null().describe('Revoked')`: no body, whatever the description.
  if (type.kind === 'none') return actual instanceof z.ZodNull ? null : `${part}: null, the route answers a body`;
  if (type.optional) {
    // `In<typeof X> | undefined` is the route's `X.optional()` or `X.nullish()`.
    if (!(actual instanceof z.ZodOptional)) return `${part}: may be left out, the route requires it`;
  }
  if (await isNamed(type.optional ? required(actual) : actual, type.refs)) return null;
  const names = type.refs.map((r) => (r.wrap === 'none' ? r.name : `${r.wrap} of ${r.name}`)).join(' & ');
  return `${part}: ${names} is not the route's schema`;
}

describe("the front ends' typed contract", () => {
  let t: TestApp;
  let paths: Record<string, Record<string, unknown>>;
  const routes = new Map<string, RouteOptions>();
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) routes.set(`${method} ${route.url}`, route);
        },
      },
    );
    paths = ((await t.app.inject({ url: '/api/docs/json' })).json() as { paths: typeof paths }).paths;
  });
  afterAll(() => t.close());

  const notInDocument = (keys: string[]) =>
    keys.filter((key) => {
      const [method, path] = toOperation(key);
      return !paths[path]?.[method];
    });

  /** Each entry's parts that do not name the schemas of its route, as `'KEY part: why'`. */
  const mismatches = async (entries: ContractEntry[]) => {
    const found: string[] = [];
    for (const entry of entries) {
      const [method, path] = entry.key.split(' ') as [string, string];
      const route = routes.get(`${method} /api/${path}`);
      if (!route) {
        found.push(`${entry.key}: no route`);
        continue;
      }
      for (const [part, type] of Object.entries(entry.parts) as [Part, PartType][]) {
        const why = await mismatch(entry, part, type, route);
        if (why) found.push(`${entry.key} ${why}`);
      }
    }
    return found;
  };

  it.each(TABLES)('the $app table names only calls the API has (method and path, as in the OpenAPI document)', ({ keys }) => {
    expect(keys.length).toBeGreaterThan(1);
    expect(notInDocument(keys)).toEqual([]);
  });

  it('tells a key the API does not have, or one with a differently named path parameter', () => {
    expect(notInDocument(['GET admin/nothing-here', 'GET admin/orders/:id', 'POST admin/orders/:orderId'])).toEqual([
      'GET admin/nothing-here',
      'GET admin/orders/:id',
      'POST admin/orders/:orderId',
    ]);
  });

  it.each(TABLES)('the $app table names, for each call, the schemas its route declares (body, query, params, answer)', async (table) => {
    const entries = readContract(table.file, table.table);
    expect(entries.map((e) => e.key)).toEqual(table.keys);
    expect(await mismatches(entries)).toEqual([]);
  });

  it('tells an entry that names another schema than its route, or none where the route answers a body', async () => {
    const ref = (module: string, name: string, wrap: SchemaRef['wrap'] = 'none'): PartType => ({
      kind: 'schemas',
      refs: [{ module, name, wrap }],
    });
    const wrong: ContractEntry[] = [
      { key: 'GET products', parts: { response: ref('@shopwright/shared/catalog', 'CategoryListSchema') } },
      { key: 'GET products', parts: { query: ref('@shopwright/shared/catalog', 'ReviewQuerySchema') } },
      { key: 'POST auth/login', parts: { body: ref('@shopwright/shared/auth', 'RegisterSchema') } },
      { key: 'GET admin/users', parts: { response: ref('@shopwright/shared/admin', 'AdminCustomerSchema', 'page') } },
      { key: 'GET users/me', parts: { response: { kind: 'none' } } },
      { key: 'GET settings', parts: { response: { kind: 'hand-written', text: '{ name: string }' } } },
    ];
    expect(await mismatches(wrong)).toEqual([
      "GET products response: CategoryListSchema is not the route's schema",
      "GET products query: ReviewQuerySchema is not the route's schema",
      "POST auth/login body: RegisterSchema is not the route's schema",
      "GET admin/users response: page of AdminCustomerSchema is not the route's schema",
      'GET users/me response: null, the route answers a body',
      "GET settings response is typed by hand ({ name: string }): name the route's schema",
    ]);
  });
});
