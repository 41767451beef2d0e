import { z } from 'zod';

/**
 * Control characters other than tab, line feed and carriage return. PostgreSQL refuses NUL in
 * text ("invalid byte sequence for encoding UTF8"), SQLite stores it (a later move to PostgreSQL
 * then fails), and none of them belong in anything a person types.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Remove the control characters (such as NUL); only tabs and line breaks are allowed.';

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/** The paths (["address", "line1"], [2, "name"]) of every string holding control characters, keys included. */
export function controlCharacterPaths(value: unknown, path: Array<string | number> = [], found: Array<Array<string | number>> = []) {
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => controlCharacterPaths(item, [...path, i], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacters(key)) found.push([...path, key]);
      else controlCharacterPaths(item, [...path, key], found);
    }
  }
  return found;
}

/** A string field that refuses control characters (tab and line breaks allowed). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !hasControlCharacters(v), { error: CONTROL_CHARACTERS_MESSAGE, abort: true });

/**
 * Wraps a whole request schema (body, query, params): any string anywhere in the input holding
 * control characters is refused with a field message before the schema itself runs. The API
 * applies it to every route's schemas in its validator compiler, so no text field can miss it.
 */
export function withoutControlCharacters<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .check((ctx) => {
      for (const path of controlCharacterPaths(ctx.value)) {
        ctx.issues.push({ code: 'custom', message: CONTROL_CHARACTERS_MESSAGE, input: ctx.value, path });
      }
    })
    .pipe(schema);
}
