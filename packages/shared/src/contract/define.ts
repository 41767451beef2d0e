import type { EndpointShape } from '../http/endpoint-shape';

/**
 * One contract entry. At run time only the key exists (so a test can check every key against the
 * API's OpenAPI document); the shape is a type, so no schema code reaches the browser through it.
 */
export const endpoint = <E extends EndpointShape>(): E => ({}) as E;

/** The type-level contract of a `{ 'METHOD path': endpoint<...>() }` table. */
export type ContractOf<T extends Record<string, EndpointShape>> = { [K in keyof T]: T[K] };
