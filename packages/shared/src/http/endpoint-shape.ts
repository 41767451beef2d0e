// No imports: the contract tables (and the API test that reads them) use these types without the
// browser request layer, whose DOM types the API's typecheck does not have.

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
