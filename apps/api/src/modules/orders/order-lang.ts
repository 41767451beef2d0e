import type { FastifyRequest } from 'fastify';

/**
 * The language a shopper asked for when placing an order (ADR 029): `?lang=`, else the first of
 * `Accept-Language` by quality. The placement narrows it to one of the market's languages
 * (`languageFor`: same tag, same language, else the market's default) and stores it on the order,
 * whose mails are written in it.
 */
export function askedLang(request: Pick<FastifyRequest, 'url' | 'headers'>): string | undefined {
  // From the raw URL: the language hook (lib/language.ts) takes `lang` out of the parsed query.
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
