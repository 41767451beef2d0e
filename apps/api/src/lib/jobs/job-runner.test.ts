import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/database';
import { JobRunner } from './job-runner';
import { acquireLease } from './leases.repo';

const silent = { error: () => undefined } as never;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('job leases', () => {
  it('lets one holder at a time take a lease, renew it, and another take it once it expired', async () => {
    const t0 = new Date('2026-01-01T00:00:00Z');
    expect(await acquireLease(database.db, 'sweep', 'a', 30_000, t0)).toBe(true);
    expect(await acquireLease(database.db, 'sweep', 'b', 30_000, new Date(t0.getTime() + 10_000))).toBe(false);
    expect(await acquireLease(database.db, 'sweep', 'a', 30_000, new Date(t0.getTime() + 20_000))).toBe(true);
    expect(await acquireLease(database.db, 'sweep', 'b', 30_000, new Date(t0.getTime() + 40_000))).toBe(false);
    expect(await acquireLease(database.db, 'sweep', 'b', 30_000, new Date(t0.getTime() + 51_000))).toBe(true);
    expect(await acquireLease(database.db, 'other', 'a', 30_000, t0)).toBe(true);
  });

  it('gives a free lease to exactly one of many racing holders', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => acquireLease(database.db, 'race', `h${i}`, 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('job runner', () => {
  it('runs a round only in the process that holds the lease, and hands it over when stopped', async () => {
    const runs: string[] = [];
    const first = new JobRunner(database.db, silent);
    const second = new JobRunner(database.db, silent);
    first.register({ name: 'deliver', everyMs: 1000, run: async () => void runs.push('first') });
    second.register({ name: 'deliver', everyMs: 1000, run: async () => void runs.push('second') });
    expect(await first.runNow('deliver')).toBe(true);
    expect(await second.runNow('deliver')).toBe(false);
    await first.stop();
    expect(await second.runNow('deliver')).toBe(true);
    expect(runs).toEqual(['first', 'second']);
    await second.stop();
  });

  it('keeps running after a round throws, and runs a nudged job without waiting for its period', async () => {
    let calls = 0;
    const runner = new JobRunner(database.db, silent);
    runner.register({
      name: 'flaky',
      everyMs: 60_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
      },
    });
    expect(await runner.runNow('flaky')).toBe(true);
    runner.start();
    await new Promise((r) => setTimeout(r, 1200));
    const afterStart = calls;
    runner.nudge('flaky');
    await new Promise((r) => setTimeout(r, 300));
    expect(afterStart).toBe(2);
    expect(calls).toBe(3);
    await runner.stop();
  });
});
