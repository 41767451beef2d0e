import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appRoutes, type Route } from '../../test/routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fuzzRoutes, fuzzSettings, routeDocs, type RouteDoc } from './fuzz';
import { createFuzzWorld, tokenOf, type FuzzWorld } from './fuzz-world';

// Property tests: random and hostile requests to every route outside /api/admin (the API, the
// OpenAPI pages, the media files, unknown paths), as a guest, a customer and an admin.
const settings = fuzzSettings(process.env);
const RUNS = settings.runs(12);

let t: TestApp;
let dataDir: string;
let world: FuzzWorld;
let routes: Route[];
let docs: Map<string, RouteDoc>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sw-fuzz-'));
  t = await createTestApp({ dataDir });
  world = await createFuzzWorld(t);
  routes = appRoutes(t.app).filter((r) => !r.path.startsWith('/api/admin'));
  docs = routeDocs(t.app);
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('every public route under random and hostile input', () => {
  const base = () => ({ world, docs, numRuns: RUNS, seed: settings.seed });

  it('answers a guest without a 5xx, a stack trace or SQL', async () => {
    await fuzzRoutes(t.app, routes, { ...base(), token: async () => undefined });
  }, 60_000);

  it('answers a customer without a 5xx, a stack trace or SQL', async () => {
    await fuzzRoutes(t.app, routes, { ...base(), token: tokenOf(t, world.customer, 'users/me') });
  }, 60_000);

  it('answers an admin without a 5xx, a stack trace or SQL', async () => {
    await fuzzRoutes(t.app, routes, { ...base(), token: tokenOf(t, world.admin, 'users/me') });
  }, 60_000);
});
