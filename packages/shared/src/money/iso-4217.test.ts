import cc from 'currency-codes';
import { describe, expect, it } from 'vitest';
import { minorDigits } from './index';

// The shop keeps ISO 4217's minor units as a small table in the shared package (every page
// formats money, and the full ISO list would add to the storefront's first load); this test holds
// that table to the maintained ISO data (PRODUCT.md: ISO data from maintained packages).
// Codes ISO 4217 lists with no minor unit at all ("N.A.": precious metals, bond units, testing,
// "no currency"), which currency-codes reports as 0; no market can sell in them.
const NO_MINOR_UNIT = new Set(['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX']);

describe('ISO 4217 minor units', () => {
  it('match the currency-codes package for every currency it lists with a minor unit', () => {
    const differing = cc.data
      .filter((c) => typeof c.digits === 'number' && !NO_MINOR_UNIT.has(c.code))
      .filter((c) => minorDigits(c.code) !== c.digits)
      .map((c) => `${c.code}: ${minorDigits(c.code)} != ${c.digits}`);
    expect(differing).toEqual([]);
  });
});
