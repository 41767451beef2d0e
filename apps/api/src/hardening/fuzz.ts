import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Route } from '../../test/routes';

/**
 * Arbitrary HTTP requests for the property tests of every route: bodies, query strings and path
 * parameters drawn from the route's own OpenAPI schema (so many of them get past validation and
 * reach the service code), each part now and then swapped for something hostile; and headers a
 * careless or malicious client might send.
 */

/** The subset of JSON Schema that the zod → OpenAPI transform writes. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Text that breaks naive code: injections, path tricks, odd Unicode, numbers in disguise. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  '%00',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '"; --',
  '\\',
  '%',
  '%zz',
  '%E0%A4%A',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x10',
  '1e309',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999999999',
  '2024-02-30',
  '0000-00-00T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '1970-01-01',
  'sw-0',
  'SW-999999999999',
  'a@b',
  '@@',
  'x'.repeat(5000),
  'é'.repeat(300),
  '𝕳𝖊𝖑𝖑𝖔',
  '👩‍👩‍👧‍👦',
  '\u202e\u0644\u0627',
  '\ud800',
  'ＳＥＬＥＣＴ',
] as const;

const hostileNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  -2.5,
  1e-300,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
);

/** Nested arrays hundreds deep: recursive code must not overflow its stack. */
const deepNesting = fc.constant(JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 200, maxLength: 400 }) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumbers },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }, ['__proto__']) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.array(fc.constant('x'), { minLength: 1000, maxLength: 1000 }) },
);

/** Mostly `valid`, sometimes something hostile in its place. */
const maybeHostile = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 7, arbitrary: valid as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: hostileValue });

/** Ids of records that exist in the test world: path parameters and id fields draw from these. */
export interface World {
  ids: number[];
  /** Strings that name records (order numbers, slugs, tokens). */
  names: string[];
}

function stringFor(schema: JsonSchema, world: World): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 300);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date-time':
    case 'date': {
      const iso = fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      return schema.format === 'date' ? iso.map((s) => s.slice(0, 10)) : iso;
    }
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
  }
  const plain = fc.string({ minLength, maxLength });
  const numeric = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(...world.ids)).map(String);
  if (schema.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern, 'u'), { maxLength, size: 'xsmall' });
      return fc.oneof(
        { weight: 4, arbitrary: matching },
        { weight: 1, arbitrary: numeric },
        { weight: 1, arbitrary: fc.constantFrom(...world.names) },
      );
    } catch {
      return plain;
    }
  }
  return fc.oneof(
    { weight: 3, arbitrary: plain },
    { weight: 1, arbitrary: numeric },
    { weight: 1, arbitrary: fc.constantFrom(...world.names) },
  );
}

function numberFor(schema: JsonSchema, integer: boolean, world: World): fc.Arbitrary<number> {
  const lowOpen = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const highOpen = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const min = Math.max(schema.minimum ?? (lowOpen !== undefined ? lowOpen + 1 : -1000), -1e9);
  const max = Math.min(schema.maximum ?? (highOpen !== undefined ? highOpen - 1 : 1e6), 1e9);
  if (integer) {
    const ranged = fc.integer({ min: Math.ceil(Math.min(min, max)), max: Math.floor(Math.max(min, max)) });
    return fc.oneof({ weight: 2, arbitrary: ranged }, { weight: 1, arbitrary: fc.constantFrom(...world.ids) });
  }
  return fc.oneof(fc.double({ min: Math.min(min, max), max: Math.max(min, max), noNaN: true }), fc.integer({ min: 0, max: 100 }));
}

/** Values shaped by the schema (valid or nearly so), with hostile values mixed in at every level. */
export function fromSchema(schema: JsonSchema | undefined, world: World, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  let valid: fc.Arbitrary<unknown>;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (schema.enum && schema.enum.length > 0) valid = fc.constantFrom(...schema.enum);
  else if ('const' in schema) valid = fc.constant(schema.const);
  else if (alternatives && alternatives.length > 0) valid = fc.oneof(...alternatives.map((s) => fromSchema(s, world, depth + 1)));
  else {
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'object': {
        const properties = schema.properties ?? {};
        const model = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, fromSchema(s, world, depth + 1)]));
        const required = (schema.required ?? []).filter((k) => k in properties);
        const record = fc.record(model, { requiredKeys: required });
        // Now and then a field too many, or every field optional (so required ones go missing).
        valid = fc.oneof(
          { weight: 6, arbitrary: record },
          { weight: 1, arbitrary: fc.tuple(record, hostileString, hostileValue).map(([r, k, v]) => ({ ...(r as object), [k]: v })) },
          { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
        );
        break;
      }
      case 'array':
        valid = fc.array(fromSchema(schema.items, world, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, 5),
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        });
        break;
      case 'string':
        valid = stringFor(schema, world);
        break;
      case 'integer':
      case 'number':
        valid = numberFor(schema, type === 'integer', world);
        break;
      case 'boolean':
        valid = fc.boolean();
        break;
      case 'null':
        valid = fc.constant(null);
        break;
      default:
        valid = fc.jsonValue({ maxDepth: 2 });
    }
  }
  if (schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'))) valid = fc.option(valid, { nil: null, freq: 5 });
  return maybeHostile(valid);
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

/** What the OpenAPI document says about one route (nothing for routes it does not list). */
export interface RouteDoc {
  parameters: Parameter[];
  body?: JsonSchema;
  multipart: boolean;
}

/** The routes' documentation, keyed `METHOD /fastify/:path`. */
export function routeDocs(app: FastifyInstance): Map<string, RouteDoc> {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: JsonSchema }> }; consumes?: string[] }>
    >;
  };
  const docs = new Map<string, RouteDoc>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const content = op.requestBody?.content ?? {};
      docs.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, {
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content || JSON.stringify(op).includes('multipart/form-data'),
      });
    }
  }
  return docs;
}

/** Printable ASCII only: Node refuses other header bytes before a request is ever sent. */
const headerText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT.filter((s) => /^[\x20-\x7e]*$/.test(s))),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/problem+json',
  'text/plain',
  'text/csv',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  '*/*',
  ';;;',
] as const;

/** Bodies that are not JSON at all, or JSON gone wrong. */
const rawBodies = fc.oneof(
  // Thousands deep, as text (fast-check could not even print such a value).
  fc.constantFrom(5_000, 50_000).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'null',
    '""',
    '0',
    '[]',
    '{"__proto__":{"role":"admin"}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\u0000',
    'a=1&b=2',
    '------fuzz\r\n\r\n',
    '{"a":1}{"b":2}',
    '\ufeff{}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** A multipart/form-data body with a file of random or picture-like bytes, built as a browser would. */
async function multipartBody(file: Uint8Array, name: string, type: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(name, new Blob([file as Uint8Array<ArrayBuffer>], { type }), 'upload.bin');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { contentType: request.headers.get('content-type')!, payload: Buffer.from(await request.arrayBuffer()) };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Sent as is (string) or as JSON (anything else); undefined sends no body. */
  body?: unknown;
  multipart?: { file: Uint8Array; field: string; type: string; fields: Record<string, string> };
}

const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Lone surrogates replaced by U+FFFD, as `String.prototype.toWellFormed` does (not in this TS lib target). */
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Requests to one route, signed in with `token` most of the time (a mangled one otherwise). */
export function requestsFor(route: Route, doc: RouteDoc | undefined, world: World, token: string | undefined): fc.Arbitrary<FuzzRequest> {
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const pathValue = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...world.ids).map(String) },
    { weight: 1, arbitrary: fc.constantFrom(...world.names) },
    { weight: 2, arbitrary: hostileString.map((s) => encodeURIComponent(wellFormed(s)) || '%20') },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '%2e%2e', '%00', '1%2F2', '-1', '1.0', '1e3', '0x1', '+1', ' 1') },
  );
  const path = fc.tuple(...pathNames.map(() => pathValue)).map((values) => {
    let i = 0;
    return route.path.replace(/:\w+/g, () => values[i++]!).replace(/\*/g, 'x');
  });

  const queryDocs = (doc?.parameters ?? []).filter((p) => p.in === 'query');
  const queryValue = (schema: JsonSchema | undefined) =>
    fc.oneof(
      { weight: 4, arbitrary: fromSchema(schema, world).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
      { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
    );
  const query = fc
    .tuple(
      fc.record(Object.fromEntries(queryDocs.map((p) => [p.name, queryValue(p.schema)])), { requiredKeys: [] }),
      fc.option(fc.tuple(hostileString, hostileString), { freq: 4 }),
      fc.option(fc.constantFrom('&', '&&=&', '%', '=%zz', 'a[b][c]=1', 'page=1&page=2', '__proto__[x]=1', '&page_size=100000'), {
        freq: 6,
      }),
    )
    .map(([known, extra, raw]) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(known))
        for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
      if (extra) params.append(extra[0], extra[1]);
      const text = [params.toString(), raw ?? ''].filter(Boolean).join('&');
      return text ? `?${text}` : '';
    });

  const auth = fc.oneof(
    { weight: 8, arbitrary: fc.constant(token === undefined ? undefined : `Bearer ${token}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Basic YWRtaW46YWRtaW4=',
        'Bearer a.b.c',
        `Bearer ${token ?? 'x'}x`,
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.',
      ),
    },
    { weight: 1, arbitrary: headerText.map((s) => `Bearer ${s}`) },
  );
  const headers = fc
    .tuple(
      auth,
      fc.record(
        {
          'content-type': fc.constantFrom(...CONTENT_TYPES),
          accept: fc.constantFrom('application/xml', 'text/html', '*/*', 'application/json;q=0', ''),
          'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate, gzip;q=0', 'identity;q=0', 'x'),
          'accept-language': headerText,
          'if-none-match': fc.constantFrom('*', '"x"', 'W/"1"', ''),
          'if-modified-since': fc.constantFrom('yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', '0'),
          range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=x-y', 'bytes=5-1', 'pages=1'),
          'idempotency-key': fc.oneof(fc.uuid(), headerText),
          'x-forwarded-for': fc.constantFrom('127.0.0.1', '::1', 'not-an-ip', '1.1.1.1, 2.2.2.2', ''),
          'x-forwarded-proto': fc.constantFrom('https', 'gopher', ''),
          origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:9000'),
          cookie: headerText,
          'user-agent': headerText,
          'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
        },
        { requiredKeys: [] },
      ),
    )
    .map(([authorization, rest]) => {
      const all: Record<string, string> = { ...(rest as Record<string, string>) };
      if (authorization !== undefined) all.authorization = authorization;
      return all;
    });

  const jsonBody = fromSchema(doc?.body, world);
  const body = fc.oneof(
    { weight: doc?.body ? 8 : 1, arbitrary: jsonBody },
    { weight: 1, arbitrary: rawBodies },
    { weight: doc?.body ? 1 : 4, arbitrary: fc.constant(undefined) },
  );
  const upload = doc?.multipart
    ? fc.option(
        fc.record({
          file: fc.oneof(
            fc.uint8Array({ maxLength: 300 }),
            fc.uint8Array({ maxLength: 100 }).map((b) => Uint8Array.from([...PNG_HEAD, ...b])),
            fc.string({ maxLength: 200 }).map((s) => new TextEncoder().encode(`sku,name,price\n${s}`)),
          ),
          field: fc.constantFrom('file', 'file', 'image', ''),
          type: fc.constantFrom('image/png', 'text/csv', 'application/octet-stream', ''),
          fields: fc.dictionary(fc.constantFrom('alt', 'mode', 'dry_run', 'x'), hostileString, { maxKeys: 3 }),
        }),
        { freq: 2, nil: undefined },
      )
    : fc.constant(undefined);

  return fc.record({ path, query, headers, body, upload }).map(({ path, query, headers, body, upload }) => ({
    method: route.method,
    url: path + query,
    headers,
    body,
    ...(upload ? { multipart: upload } : {}),
  }));
}

/** Sends a generated request through app.inject(). */
export async function send(app: FastifyInstance, request: FuzzRequest) {
  const options: InjectOptions = { method: request.method as InjectOptions['method'], url: request.url, headers: { ...request.headers } };
  if (request.multipart) {
    const { file, field, type, fields } = request.multipart;
    const form = await multipartBody(file, field, type, fields);
    options.headers = { ...options.headers, 'content-type': form.contentType };
    options.payload = form.payload;
  } else if (request.body !== undefined) {
    options.payload = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    if (!request.headers['content-type']) options.headers = { ...options.headers, 'content-type': 'application/json' };
  }
  return app.inject(options);
}

/** Signs of internals leaking: stack frames, file paths, database error texts. */
const LEAKS: RegExp[] = [
  /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:|node:|\/)[^\s)]*:\d+:\d+/,
  /node_modules\//,
  /\/apps\/api\//,
  /\.ts:\d+/,
  /SQLITE_[A-Z]+/,
  /SqliteError|DatabaseError|PostgresError|QueryFailedError|KyselyError/,
  /syntax error at or near|no such (table|column)|violates (?:unique|foreign key|check|not-null) constraint|duplicate key value|relation "[^"]+" does not exist|column "[^"]+" (?:does not exist|of relation)/i,
  /FST_ERR_\w+/,
  /ZodError|"issues"\s*:/,
];

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
}

/** What is wrong with an answer, or undefined: 5xx, leaked internals, loose cookies. */
export function problemWith(answer: Answer): string | undefined {
  if (answer.statusCode >= 500) return `status ${answer.statusCode}: ${answer.body.slice(0, 500)}`;
  const leak = LEAKS.find((re) => re.test(answer.body));
  if (leak) return `body shows internals (${leak}): ${answer.body.slice(0, 500)}`;
  return cookieProblem(answer.headers['set-cookie']);
}

/** Cookies, if any are set, must be `HttpOnly; Secure; SameSite`. */
export function cookieProblem(setCookie: string | string[] | number | undefined): string | undefined {
  if (setCookie === undefined) return undefined;
  for (const cookie of ([] as unknown[]).concat(setCookie).map(String)) {
    const attributes = cookie
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    const missing = ['httponly', 'secure', 'samesite'].filter((name) => !attributes.some((a) => a === name || a.startsWith(`${name}=`)));
    if (missing.length > 0) return `cookie without ${missing.join(', ')}: ${cookie}`;
  }
  return undefined;
}

export interface FuzzOptions {
  world: World;
  docs: Map<string, RouteDoc>;
  numRuns: number;
  seed: number | undefined;
  /** The bearer token to send (called before each route: a token the fuzzing revoked is replaced). */
  token: () => Promise<string | undefined>;
  /** A further demand on every answer (e.g. "admin routes never let a guest through"). */
  also?: (answer: Answer) => string | undefined;
}

/** Sends generated requests to every route; fails with the smallest request that breaks one. */
export async function fuzzRoutes(app: FastifyInstance, routes: Route[], options: FuzzOptions) {
  for (const route of routes) {
    const requests = requestsFor(route, options.docs.get(`${route.method} ${route.path}`), options.world, await options.token());
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const res = await send(app, request);
        const answer = { statusCode: res.statusCode, body: res.body, headers: res.headers };
        const problem = problemWith(answer) ?? options.also?.(answer);
        if (problem) throw new Error(`${route.method} ${route.path}: ${problem}`);
      }),
      { numRuns: options.numRuns, seed: options.seed },
    );
  }
}

/**
 * The runs per route: `FUZZ_RUNS_SCALE` multiplies them (e.g. 20 for a long hunt); `FUZZ_SEED`
 * replays a failing run (fast-check prints its seed and path).
 */
export function fuzzSettings(env: { FUZZ_SEED?: string; FUZZ_RUNS_SCALE?: string }) {
  const scale = Math.max(0.1, Number(env.FUZZ_RUNS_SCALE ?? 1) || 1);
  return { seed: env.FUZZ_SEED ? Number(env.FUZZ_SEED) : undefined, runs: (base: number) => Math.max(1, Math.round(base * scale)) };
}
