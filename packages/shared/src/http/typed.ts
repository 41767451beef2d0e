import type { Contract, EndpointShape } from './endpoint-shape';
import type { HttpClient, RequestOptions } from './index';

export type { Contract, EndpointShape } from './endpoint-shape';

type Extra = Pick<RequestOptions, 'headers' | 'idempotencyKey' | 'signal' | 'form'>;

/** The arguments of one call: exactly the parts its contract names (params, query, body), plus options. */
export type CallArgs<E extends EndpointShape> = (E extends { params: infer P } ? { params: P } : { params?: never }) &
  (E extends { query: infer Q } ? { query?: Q } : { query?: never }) &
  (E extends { body: infer B } ? (undefined extends B ? { body?: B } : { body: B }) : { body?: never }) &
  Extra;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** A call whose arguments are all optional may omit them. */
type ArgsTuple<E extends EndpointShape> = RequiredKeys<CallArgs<E>> extends never ? [args?: CallArgs<E>] : [args: CallArgs<E>];

export type TypedCall<C extends Contract> = <K extends keyof C & string>(
  endpoint: K,
  ...args: ArgsTuple<C[K]>
) => Promise<C[K]['response']>;

/** `'products/:id'` with `{id: 7}` -> `'products/7'`; a missing value is a programming error. */
export function fillPath(template: string, params: Record<string, string | number> | undefined): string {
  return template.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** One typed function for every call a contract lists, on top of a front end's request layer. */
export function createTypedCall<C extends Contract>(http: Pick<HttpClient, 'request'>): TypedCall<C> {
  return (async (endpoint: string, args: CallArgs<EndpointShape> = {}) => {
    const space = endpoint.indexOf(' ');
    const method = endpoint.slice(0, space) as Parameters<HttpClient['request']>[0];
    const path = fillPath(endpoint.slice(space + 1), args.params as Record<string, string | number> | undefined);
    const { params: _params, ...opts } = args;
    return http.request(method, path, opts as RequestOptions);
  }) as TypedCall<C>;
}
