import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Paths whose last segment is a secret: password reset and newsletter links, storefront and API. */
const TOKEN_PATHS = [/^(\/(?:api\/)?auth\/reset-password\/)[^/?#]+/, /^(\/(?:api\/)?newsletter\/(?:confirm|unsubscribe)\/)[^/?#]+/];
/** Query parameters that carry secrets in any route (present or future). */
const SECRET_QUERY =
  /^(token|access_?token|refresh_?token|refreshtoken|id_token|code|key|api_?key|secret|client_secret|password|signature|sig)$/i;

/** A URL as the logs show it: token path segments and secret query values replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  let path = at === -1 ? url : url.slice(0, at);
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return eq !== -1 && SECRET_QUERY.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The one request serializer of the logs: Fastify's fields, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
