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

type Step = { key: string | number; parent: Step | undefined };
const pathOf = (step: Step | undefined): Array<string | number> => {
  const path: Array<string | number> = [];
  for (let s = step; s; s = s.parent) path.unshift(s.key);
  return path;
};

/**
 * The paths (["address", "line1"], [2, "name"]) of every string holding control characters,
 * keys included. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function controlCharacterPaths(value: unknown): Array<Array<string | number>> {
  const found: Array<Array<string | number>> = [];
  const todo: Array<{ value: unknown; at: Step | undefined }> = [{ value, at: undefined }];
  while (todo.length > 0) {
    const { value: item, at } = todo.pop()!;
    if (typeof item === 'string') {
      if (hasControlCharacters(item)) found.push(pathOf(at));
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => todo.push({ value: child, at: { key: i, parent: at } }));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (hasControlCharacters(key)) found.push(pathOf({ key, parent: at }));
        else todo.push({ value: child, at: { key, parent: at } });
      }
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
