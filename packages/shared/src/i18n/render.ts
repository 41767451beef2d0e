/*
 * ICU-lite message formatting, with no catalog imports: the shared message files (cart, checkout …)
 * render their parameterized texts through `rendered`, and the catalogs import those files, so this
 * module must not import the catalogs back.
 */

export type Params = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, n: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(n);
}

/** The index of the `}` that closes the `{` at `open`, or -1. */
function closing(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === '{') depth++;
    else if (template[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `one {# item} other {# items}` -> {one: '# item', other: '# items'}. */
function pluralBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const end = closing(body, open);
    if (end < 0) break;
    branches.set(body.slice(i, open).trim(), body.slice(open + 1, end));
    i = end + 1;
  }
  return branches;
}

/**
 * Fills a template: `{name}` takes a parameter as written (numbers without grouping, so English
 * texts stay exactly as the spec has them), and `{n, plural, =0 {…} one {…} other {…}}` picks a
 * branch by `Intl.PluralRules` of the locale, `#` standing for the number.
 */
export function formatMessage(template: string, params: Params | undefined, locale = 'en-US'): string {
  if (!template.includes('{')) return template;
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    const end = closing(template, open);
    if (end < 0) break;
    out += template.slice(i, open);
    const inner = template.slice(open + 1, end);
    const comma = inner.indexOf(',');
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    const value = params?.[name];
    if (comma < 0) {
      out += value === undefined ? `{${name}}` : String(value);
    } else {
      const rest = inner.slice(comma + 1);
      const kind = rest.slice(0, rest.indexOf(',')).trim();
      const n = Number(value);
      if (kind === 'plural' && Number.isFinite(n)) {
        const branches = pluralBranches(rest.slice(rest.indexOf(',') + 1));
        const branch = branches.get(`=${n}`) ?? branches.get(pluralCategory(locale, n)) ?? branches.get('other') ?? '';
        out += formatMessage(branch.replaceAll('#', String(n)), params, locale);
      } else {
        out += `{${inner}}`;
      }
    }
    i = end + 1;
  }
  return out + template.slice(i);
}

/** A text with its catalog key and parameters, so it can be said again in another language. */
export interface MessageRef {
  key: string;
  params?: Params;
}

// Texts rendered from templates lately, by their English wording: the API's error handler and
// the storefront's displays translate a parameterized text without parsing it back. Bounded: a
// text is translated in the same request that rendered it.
const RECENT_LIMIT = 5000;
const recent = new Map<string, MessageRef>();

/**
 * The English text of a parameterized message (`key` must be a catalog key whose English value is
 * `template`), remembered with its key and parameters for `renderedRef`.
 */
export function rendered(key: string, template: string, params: Params): string {
  const text = formatMessage(template, params);
  if (recent.has(text)) recent.delete(text);
  else if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  recent.set(text, { key, params });
  return text;
}

/** The key and parameters a text was rendered from by `rendered`, if it was (lately). */
export const renderedRef = (text: string): MessageRef | undefined => recent.get(text);
