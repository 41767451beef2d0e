import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appRoutes, type Route } from '../../test/routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fuzzRoutes, fuzzSettings, routeDocs, type Answer, type RouteDoc } from './fuzz';
import { createFuzzWorld, tokenOf, type FuzzWorld } from './fuzz-world';

// Property tests: random and hostile requests to every /api/admin route. Guests and customers
// are refused whatever they send; admins never get a 5xx or see internals.
const settings = fuzzSettings(process.env);

let t: TestApp;
let dataDir: string;
let world: FuzzWorld;
let routes: Route[];
let docs: Map<string, RouteDoc>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sw-fuzz-admin-'));
  t = await createTestApp({ dataDir });
  world = await createFuzzWorld(t);
  routes = appRoutes(t.app).filter((r) => r.path.startsWith('/api/admin'));
  docs = routeDocs(t.app);
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const refused = (answer: Answer) => (answer.statusCode < 400 ? `let through with ${answer.statusCode}: ${answer.body.slice(0, 200)}` : undefined);

describe('every admin route under random and hostile input', () => {
  const base = () => ({ world, docs, seed: settings.seed });

  it('refuses a guest, whatever the request', async () => {
    await fuzzRoutes(t.app, routes, { ...base(), numRuns: settings.runs(4), token: async () => undefined, also: refused });
  }, 60_000);

  it('refuses a customer, whatever the request', async () => {
    await fuzzRoutes(t.app, routes, { ...base(), numRuns: settings.runs(4), token: tokenOf(t, world.customer, 'users/me'), also: refused });
  }, 60_000);

  it('answers an admin without a 5xx, a stack trace or SQL', async () => {
    await fuzzRoutes(t.app, routes, { ...base(), numRuns: settings.runs(15), token: tokenOf(t, world.admin, 'admin/settings') });
  }, 90_000);
});
