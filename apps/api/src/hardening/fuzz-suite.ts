import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { appRoutes, type Route } from '../../test/routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { routeDocs, type RouteDoc } from './fuzz';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world';

export interface FuzzSuite {
  t: TestApp;
  world: FuzzWorld;
  /** The routes under test, as the router has them. */
  routes: Route[];
  docs: Map<string, RouteDoc>;
}

/**
 * A test file's app with its own data directory (uploads land there), its fuzz world and the
 * routes `include` picks; set up before the file's tests (fields filled in beforeAll), removed after.
 */
export function fuzzSuite(include: (path: string) => boolean): FuzzSuite {
  const suite = {} as FuzzSuite;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sw-fuzz-'));
    suite.t = await createTestApp({ dataDir });
    suite.world = await createFuzzWorld(suite.t);
    suite.routes = appRoutes(suite.t.app).filter((r) => include(r.path));
    suite.docs = routeDocs(suite.t.app);
  });
  afterAll(async () => {
    await suite.t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return suite;
}
