import { describe, it } from 'vitest';
import { fuzzRoutes, fuzzSettings, type Answer } from './fuzz';
import { tokenOf } from './fuzz-world';
import { fuzzSuite } from './fuzz-suite';

// Property tests: random and hostile requests to every /api/admin route. Guests and customers
// are refused whatever they send; admins never get a 5xx or see internals.
const settings = fuzzSettings(process.env);
const s = fuzzSuite((path) => path.startsWith('/api/admin'));

const refused = (answer: Answer) =>
  answer.statusCode < 400 ? `let through with ${answer.statusCode}: ${answer.body.slice(0, 200)}` : undefined;

describe('every admin route under random and hostile input', () => {
  const base = () => ({ world: s.world, docs: s.docs, seed: settings.seed });

  it('refuses a guest, whatever the request', async () => {
    await fuzzRoutes(s.t.app, s.routes, { ...base(), numRuns: settings.runs(4), token: async () => undefined, also: refused });
  }, 60_000);

  it('refuses a customer, whatever the request', async () => {
    await fuzzRoutes(s.t.app, s.routes, {
      ...base(),
      numRuns: settings.runs(4),
      token: tokenOf(s.t, s.world.customer, 'users/me'),
      also: refused,
    });
  }, 60_000);

  it('answers an admin without a 5xx, a stack trace or SQL', async () => {
    await fuzzRoutes(s.t.app, s.routes, { ...base(), numRuns: settings.runs(15), token: tokenOf(s.t, s.world.admin, 'admin/settings') });
  }, 90_000);
});
