import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoIn, nowIso } from './time';

describe('nowIso', () => {
  afterEach(() => vi.useRealTimers());

  it('names the current millisecond, also when the clock moves by one or back', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T09:30:00.000Z'));
    expect(nowIso()).toBe('2026-11-27T09:30:00.000Z');
    expect(nowIso()).toBe('2026-11-27T09:30:00.000Z');
    vi.setSystemTime(new Date('2026-11-27T09:30:00.001Z'));
    expect(nowIso()).toBe('2026-11-27T09:30:00.001Z');
    vi.setSystemTime(new Date('2026-11-26T23:59:59.999Z'));
    expect(nowIso()).toBe('2026-11-26T23:59:59.999Z');
    expect(isoIn(1)).toBe('2026-11-27T00:00:00.000Z');
  });
});
