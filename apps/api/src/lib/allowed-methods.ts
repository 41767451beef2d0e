import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const noop = () => undefined;

/**
 * Records every route's path and method in a router of its own, so the not-found handler can
 * tell a wrong method on an existing path (405 with `Allow`) from an unknown path (404).
 * Fastify's router answers only "no route for this method and URL". Call before any route is
 * added. The storefront's catch-all `GET /*` counts for page paths, not for /api ones.
 */
export function trackAllowedMethods(app: FastifyInstance): (method: string, url: string) => string[] {
  const router = FindMyWay();
  const seen = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (!METHODS.includes(method as HTTPMethod) || route.url === '*' || seen.has(key)) continue;
      seen.add(key);
      router.on(method as HTTPMethod, route.url, noop, { url: route.url });
    }
  });
  return (method, url) => {
    const path = url.split('?')[0] ?? url;
    const isApi = path === '/api' || path.startsWith('/api/');
    const allowed = METHODS.filter((m) => {
      const found = router.find(m, path);
      return found && !(isApi && (found.store as { url: string }).url === '/*');
    });
    return allowed.includes(method.toUpperCase() as HTTPMethod) ? [] : allowed;
  };
}
