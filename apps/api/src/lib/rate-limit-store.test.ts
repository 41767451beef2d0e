import { describe, expect, it, vi } from 'vitest';
import { LocalChangeBus } from './change-bus';
import { MemoryRateLimitStore, RedisRateLimitStore } from './rate-limit-store';

describe('rate-limit stores', () => {
  it('counts hits of a key in a fixed window and starts over when it ends', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 10_000;
    expect(await store.hit('k', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect((await store.hit('other', 60_000)).count).toBe(1);
    now += 50_000;
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    await store.close();
  });

  it('falls back to counting in memory while Redis cannot be reached', async () => {
    const redis = { eval: vi.fn().mockRejectedValue(new Error('Connection is closed.')) };
    const log = { warn: vi.fn() };
    const store = new RedisRateLimitStore(redis as never, 'p:', log as never);
    expect((await store.hit('k', 60_000)).count).toBe(1);
    expect((await store.hit('k', 60_000)).count).toBe(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await store.close();
  });
});

describe('change bus', () => {
  it('calls the listeners of a topic until they unsubscribe', async () => {
    const bus = new LocalChangeBus();
    const heard: string[] = [];
    const stop = bus.subscribe('settings', () => heard.push('settings'));
    bus.subscribe('other', () => heard.push('other'));
    bus.publish('settings');
    stop();
    bus.publish('settings');
    expect(heard).toEqual(['settings']);
    await bus.close();
  });
});
