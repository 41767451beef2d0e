import type { z } from 'zod';
import type { Page } from '../admin/index';

/**
 * Contract parts read off the zod schemas a route validates and serializes with, so a contract
 * entry names schemas, never hand-written copies of their types.
 */

/** What the API answers: the schema's output. */
export type Out<S extends z.ZodType> = z.output<S>;

/** What a client sends in a body: the schema's input (defaults may be left out). */
export type In<S extends z.ZodType> = z.input<S>;

/** A page of `pageOf(item)`. */
export type PageOut<S extends z.ZodType> = Page<z.output<S>>;

/** A coerced field takes `unknown` as input; in a query string or a path it is a string or a number. */
type Sendable<T> = unknown extends T ? string | number : T;

/** The query string of a `querystring` schema: its input keys (optional ones stay optional). */
export type QueryOf<S extends z.ZodType> = { [K in keyof z.input<S>]: Sendable<z.input<S>[K]> };

/** The path parameters of a `params` schema, as the route reads them (`:id` -> number). */
export type ParamsOf<S extends z.ZodType> = { [K in keyof z.output<S>]: z.output<S>[K] extends number ? number : string };
