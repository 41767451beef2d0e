/**
 * What one API call takes and gives, keyed `'METHOD path'` in a contract (`packages/shared/src/contract`),
 * with `:name` path segments. The types come from the zod schemas the API validates and serializes
 * with (`z.input` for what is sent, `z.output` for what comes back), so a front end cannot drift from
 * the API without failing typecheck. Only types cross into the browser bundle: the API has already
 * validated every answer against the same schema, so parsing it again would ship zod on every page.
 */
export interface EndpointShape {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  response: unknown;
}

export type Contract = Record<string, EndpointShape>;

/**
 * One contract entry. At run time only the key exists (so a test can check every key against the
 * API's OpenAPI document); the shape is a type, so no schema code reaches the browser through it.
 */
export const endpoint = <E extends EndpointShape>(): E => ({}) as E;

/** The type-level contract of a `{ 'METHOD path': endpoint<...>() }` table. */
export type ContractOf<T extends Record<string, EndpointShape>> = { [K in keyof T]: T[K] };
