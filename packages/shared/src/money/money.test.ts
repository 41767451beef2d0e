import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  convertPrice,
  formatMoney,
  fromMinor,
  fromMinorIn,
  hasDecimalsFor,
  minorDigits,
  percentOff,
  PRICE_ROUNDINGS,
  roundMinor,
  toMinor,
  toMinorIn,
} from './index';

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

  it("keeps today's en-US output", () => {
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(0.1 + 0.2, 'GBP')).toBe('£0.30');
  });
});

describe('money in any currency (ISO 4217 minor units)', () => {
  it('knows the minor digits', () => {
    expect(['USD', 'EUR', 'GBP', 'HUF', 'IDR'].map(minorDigits)).toEqual([2, 2, 2, 2, 2]);
    expect(['JPY', 'KRW', 'CLP', 'VND'].map(minorDigits)).toEqual([0, 0, 0, 0]);
    expect(['BHD', 'KWD', 'JOD', 'OMR', 'TND', 'IQD'].map(minorDigits)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(minorDigits('jpy')).toBe(0);
  });

  it('converts decimals to minor units and back', () => {
    expect(toMinorIn(19.99, 'EUR')).toBe(1999);
    expect(toMinorIn(1235, 'JPY')).toBe(1235);
    expect(toMinorIn(1.234, 'KWD')).toBe(1234);
    expect(toMinorIn(1.005, 'USD')).toBe(101);
    expect(fromMinorIn(1999, 'EUR')).toBe(19.99);
    expect(fromMinorIn(3026, 'JPY')).toBe(3026);
    expect(fromMinorIn(1234, 'KWD')).toBe(1.234);
  });

  it('checks the decimals an input may have', () => {
    expect(hasDecimalsFor(19.99, 'EUR')).toBe(true);
    expect(hasDecimalsFor(19.999, 'EUR')).toBe(false);
    expect(hasDecimalsFor(0.1 + 0.2, 'EUR')).toBe(true);
    expect(hasDecimalsFor(1235, 'JPY')).toBe(true);
    expect(hasDecimalsFor(1235.5, 'JPY')).toBe(false);
    expect(hasDecimalsFor(1.234, 'KWD')).toBe(true);
    expect(hasDecimalsFor(1.2345, 'KWD')).toBe(false);
    expect(hasDecimalsFor(Number.NaN, 'EUR')).toBe(false);
  });

  it('converts with the worked examples of ADR 027, to the cent', () => {
    // 19.99 USD at 0.92 = 18.3908 EUR -> 18.39.
    expect(convertPrice(1999, 'USD', 0.92, 'EUR', 'none')).toBe(1839);
    expect(convertPrice(1999, 'USD', 0.92, 'EUR', '0.99')).toBe(1899);
    expect(convertPrice(1999, 'USD', 0.92, 'EUR', '0.95')).toBe(1895);
    expect(convertPrice(1999, 'USD', 0.92, 'EUR', 'whole')).toBe(1800);
    // 19.99 USD at 151.37 = 3025.8863 JPY -> 3026, whatever the rounding.
    for (const rounding of PRICE_ROUNDINGS) expect(convertPrice(1999, 'USD', 151.37, 'JPY', rounding)).toBe(3026);
    expect(convertPrice(1999, 'USD', '151.37', 'JPY')).toBe(3026);
    // Half up at the minor unit: 10.00 × 1.0005 = 10.005 -> 10.01.
    expect(convertPrice(1000, 'USD', 1.0005, 'EUR')).toBe(1001);
    // Whole: 18.50 -> 19, 18.49 -> 18.
    expect(convertPrice(1850, 'USD', 1, 'EUR', 'whole')).toBe(1900);
    expect(convertPrice(1849, 'USD', 1, 'EUR', 'whole')).toBe(1800);
    // Already on an ending, or just above .95.
    expect(convertPrice(1899, 'USD', 1, 'EUR', '0.99')).toBe(1899);
    expect(convertPrice(1900, 'USD', 1, 'EUR', '0.99')).toBe(1999);
    expect(convertPrice(1897, 'USD', 1, 'EUR', '0.95')).toBe(1995);
    expect(convertPrice(1895, 'USD', 1, 'EUR', '0.95')).toBe(1895);
    // Three decimals: 10.00 USD at 0.3075 = 3.075 KWD; .99 is 990 fils.
    expect(convertPrice(1000, 'USD', 0.3075, 'KWD')).toBe(3075);
    expect(convertPrice(1000, 'USD', 0.3075, 'KWD', '0.99')).toBe(3990);
    expect(convertPrice(1000, 'USD', 0.3075, 'KWD', 'whole')).toBe(3000);
    // From a 0-decimal base: 3026 JPY at 0.0066 = 19.9716 USD -> 19.97.
    expect(convertPrice(3026, 'JPY', 0.0066, 'USD')).toBe(1997);
    // Free stays free.
    expect(convertPrice(0, 'USD', 0.92, 'EUR', '0.99')).toBe(0);
  });

  it('never lowers a price by rounding up to an ending, and is monotonic in the base price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('EUR', 'JPY', 'KWD'),
        fc.constantFrom(...PRICE_ROUNDINGS),
        (base, step, micros, currency, rounding) => {
          const rate = (micros / 1e6).toFixed(6);
          const plain = convertPrice(base, 'USD', rate, currency, 'none');
          const rounded = convertPrice(base, 'USD', rate, currency, rounding);
          if (rounding === '0.99' || rounding === '0.95') expect(rounded).toBeGreaterThanOrEqual(plain);
          expect(convertPrice(base + step, 'USD', rate, currency, rounding)).toBeGreaterThanOrEqual(rounded);
        },
      ),
    );
  });

  it("formats with the locale and the currency's digits", () => {
    expect(formatMoney(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney(1235, 'JPY', 'ja-JP')).toBe('¥1,235');
    expect(formatMoney(1235, 'JPY')).toBe('¥1,235');
    expect(formatMoney(1.234, 'KWD', 'en-US')).toBe('KWD\u00a01.234');
  });
});
