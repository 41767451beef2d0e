import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinor, percentOff, roundMinor, toMinor } from './index';

describe('money', () => {
  it('converts decimals to minor units without float drift', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(-2.5)).toBe(-250);
    expect(fromMinor(1999)).toBe(19.99);
  });

  it('rounds half away from zero', () => {
    expect(roundMinor(12.5)).toBe(13);
    expect(roundMinor(-12.5)).toBe(-13);
    expect(roundMinor(12.49)).toBe(12);
  });

  it('computes the whole-percent discount', () => {
    expect(percentOff(10000, 8000)).toBe(20);
    expect(percentOff(9999, 9999)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(2999, 1999)).toBe(33);
  });

  it('formats in the shop currency', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(5, 'EUR')).toBe('€5.00');
  });
});
