import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  path: string;
}

/**
 * Every route of the router, read from `printRoutes()` (a tree whose lines add a segment to their
 * parent's path), so routes hidden from the OpenAPI document are found too.
 */
export function routesOf(tree: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

/** The routes of a built app (HEAD and OPTIONS left out). */
export const appRoutes = (app: FastifyInstance): Route[] => routesOf(app.printRoutes({ commonPrefix: false }));
