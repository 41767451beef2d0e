import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, isLang, negotiateLanguage, type Lang } from '@shopwright/shared/i18n';
import { translator } from '@shopwright/shared/i18n/catalogs';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the API answers this request in (docs/decisions/028-message-catalogs.md). */
    lang: Lang;
  }
}

/**
 * A request's language: its `lang` query parameter when it names one of the catalogs, else the
 * best match of its Accept-Language header, else English. Read from the raw URL, so it also works
 * for answers given before routing (a malformed URL).
 */
export function languageOf(request: Pick<FastifyRequest, 'url' | 'headers'>): Lang {
  const query = request.url.indexOf('?');
  if (query >= 0) {
    const asked = new URLSearchParams(request.url.slice(query + 1)).get('lang');
    if (isLang(asked)) return asked;
  }
  const header = request.headers['accept-language'];
  return negotiateLanguage(Array.isArray(header) ? header.join(',') : header) ?? DEFAULT_LANG;
}

/**
 * The language a request asked for (`?lang` or an Accept-Language header), for what the shop keeps
 * about its shopper (the account's language); undefined when it asked for none (a script, a test).
 */
export function statedLanguage(request: Pick<FastifyRequest, 'url' | 'headers' | 'lang'>): Lang | undefined {
  return request.url.includes('lang=') || request.headers['accept-language'] ? request.lang : undefined;
}

/**
 * The language a shopper asked for when placing an order (ADR 029): `?lang=`, else the first of
 * `Accept-Language` by quality. A cart, quote or order narrows it to one of the market's
 * languages (`languageFor`: same tag, same language, else the market's default): the order keeps
 * it, its mails are written in it, and its lines are named in it (ADR 030).
 */
export function askedLang(request: Pick<FastifyRequest, 'url' | 'headers'>): string | undefined {
  // From the raw URL: the language hook (below) takes `lang` out of the parsed query.
  const at = request.url.indexOf('?');
  const asked = at >= 0 ? new URLSearchParams(request.url.slice(at + 1)).get('lang') : null;
  if (asked && asked.trim() !== '') return asked.trim().slice(0, 35);
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const best = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = Number(/q=([0-9.]+)/.exec(attrs.join(';'))?.[1] ?? '1');
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((w) => w.tag !== '' && w.tag !== '*' && w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)[0];
  return best?.tag.slice(0, 35);
}

const TEXT_FIELDS = new Set(['message', 'detail']);
const LIST_FIELDS = new Set(['notices']);

/**
 * The texts of a successful answer in the request's language: `message` and `detail` strings and
 * `notices` lists, at any depth (a cart inside a move-to-cart answer, a quote's discount error).
 * Copies what it changes and nothing else: answers may be objects that caches hold.
 */
function translateBody(value: unknown, text: (english: string) => string, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const next = translateBody(item, text, depth + 1);
      if (next !== item) (copy ??= [...value])[i] = next;
    });
    return copy ?? value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    let next = field;
    if (typeof field === 'string' && TEXT_FIELDS.has(key)) next = text(field);
    else if (Array.isArray(field) && LIST_FIELDS.has(key)) {
      const said = field.map((n: unknown) => (typeof n === 'string' ? text(n) : n));
      next = said.some((n, i) => n !== field[i]) ? said : field;
    } else if (field && typeof field === 'object') next = translateBody(field, text, depth + 1);
    if (next !== field) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return copy ?? value;
}

/**
 * Every request gets its language (`request.lang`). `lang` is a parameter of every call: it is
 * taken out of the query before validation, so strict query schemas do not refuse it, unless the
 * route's own query schema declares it (the catalog's calls, which also pick content by it).
 */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', DEFAULT_LANG);
  // Callbacks rather than async hooks: these run on every call (issue 29).
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = languageOf(request);
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    const schema = request.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
    if (query && typeof query === 'object' && 'lang' in query && !(schema?.shape && 'lang' in schema.shape)) delete query.lang;
    done();
  });
  // Error answers are said in the language by the error handler (lib/error-handler.ts).
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (request.lang === DEFAULT_LANG || reply.statusCode >= 400 || !payload || typeof payload !== 'object') return done(null, payload);
    done(null, translateBody(payload, translator(request.lang).text));
  });
}
