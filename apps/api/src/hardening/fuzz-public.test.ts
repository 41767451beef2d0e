import { describe, it } from 'vitest';
import { fuzzRoutes, fuzzSettings } from './fuzz';
import { tokenOf } from './fuzz-world';
import { fuzzSuite } from './fuzz-suite';

// Property tests: random and hostile requests to every route outside /api/admin (the API, the
// OpenAPI pages, the media files, unknown paths), as a guest, a customer and an admin.
const settings = fuzzSettings(process.env);
const RUNS = settings.runs(12);
const s = fuzzSuite((path) => !path.startsWith('/api/admin'));

describe('every public route under random and hostile input', () => {
  const base = () => ({ world: s.world, docs: s.docs, numRuns: RUNS, seed: settings.seed });

  it('answers a guest without a 5xx, a stack trace or SQL', async () => {
    await fuzzRoutes(s.t.app, s.routes, { ...base(), token: async () => undefined });
  }, 60_000);

  it('answers a customer without a 5xx, a stack trace or SQL', async () => {
    await fuzzRoutes(s.t.app, s.routes, { ...base(), token: tokenOf(s.t, s.world.customer, 'users/me') });
  }, 60_000);

  it('answers an admin without a 5xx, a stack trace or SQL', async () => {
    await fuzzRoutes(s.t.app, s.routes, { ...base(), token: tokenOf(s.t, s.world.admin, 'users/me') });
  }, 60_000);
});
